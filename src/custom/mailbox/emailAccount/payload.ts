type Row = Record<string, unknown>;

/**
 * An account as the server takes it: the password only when one was typed (an update without it
 * keeps the stored one), and without what answers carry but requests do not (`hasPassword`).
 */
export const accountPayload = (data: Row): Row => {
  const { password, hasPassword: _hasPassword, ...rest } = data;
  return typeof password === 'string' && password !== '' ? { ...rest, password } : rest;
};
