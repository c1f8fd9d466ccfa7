import type { ReactNode } from 'react';
import { useAuthState } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { DelayedLoader } from '../DelayedLoader';

/**
 * A page for signed-out visitors. A signed-in visitor goes to `to`, by default `/`, which opens
 * the start page (the spec names /dashboard-accounting for register/confirm/forget-password; that
 * screen is not built yet, so the start page stands in for it).
 */
export const PublicOnly = ({ children, to = '/' }: { children: ReactNode; to?: string }) => {
  // The same query as react-admin's own guard, so one /user/session call answers both.
  const { authenticated, isPending, isFetching } = useAuthState(undefined, false);
  if (isPending) return <DelayedLoader />;
  if (authenticated && !isFetching) return <Navigate to={to} replace />;
  return children;
};
