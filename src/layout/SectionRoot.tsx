import { usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { registry } from '../schemas/registry';
import { navTree } from './navTree';
import { sectionEntry } from './sections';

/**
 * A section's address (`/sales`, `/administration/users-access`): the first screen of the section
 * the user's menu shows, or the access-denied screen when it shows none.
 */
export const SectionRoot = ({ section }: { section: string }) => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return null;
  const entry = sectionEntry(section, navTree(registry, permissions ?? []));
  return <Navigate to={entry ? `/${entry}` : '/access-denied'} replace />;
};

/** Another address of a screen (`/dashboards/costdistribution`): leads to it, with the query and the fragment. */
export const AddressAlias = ({ to }: { to: string }) => {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
};
