const NOT_AFTER_LOGIN = ['/login', '/logout', '/register', '/confirm-account', '/forget-password'];

/**
 * A place to return to after sign-in, or undefined. Only a local path is accepted ('/x', never
 * '//host' or '/\host', which browsers read as another site), and never a sign-in page itself.
 */
export const safeRedirect = (target: string | null | undefined): string | undefined => {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  if ([...target].some((c) => c.charCodeAt(0) < 32)) return undefined;
  const pathname = target.split(/[?#]/)[0];
  if (pathname === '/' || NOT_AFTER_LOGIN.includes(pathname.replace(/\/+$/, ''))) return undefined;
  return target;
};
