import type { ReactNode } from 'react';
import { useAuthState, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { DASHBOARDS_ACCESS } from '../../schemas/analytics/definition';
import { DelayedLoader } from '../DelayedLoader';

/** Where a signed-in visitor of a public page goes (spec §2): the default dashboard, for whoever may open it; else the start page. */
export const signedInTarget = (modules: readonly string[] | undefined): string => (modules?.includes(DASHBOARDS_ACCESS) ? '/dashboard-accounting' : '/');

/** A page for signed-out visitors; a signed-in visitor goes to `to`, by default as signedInTarget says. */
export const PublicOnly = ({ children, to }: { children: ReactNode; to?: string }) => {
  // The same query as react-admin's own guard, so one /user/session call answers both.
  const { authenticated, isPending, isFetching } = useAuthState(undefined, false);
  const { permissions, isPending: rightsPending } = usePermissions<string[]>(undefined, { enabled: authenticated && !to });
  if (isPending || (authenticated && !to && rightsPending)) return <DelayedLoader />;
  if (authenticated && !isFetching) return <Navigate to={to ?? signedInTarget(permissions)} replace />;
  return children;
};
