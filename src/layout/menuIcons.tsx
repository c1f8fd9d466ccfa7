import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import FolderIcon from '@mui/icons-material/Folder';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactElement } from 'react';

/** The MUI icon behind each icon name of MENU_GROUPS. */
const GROUP_ICONS: Record<string, ReactElement> = {
  sales: <PointOfSaleIcon fontSize="small" />,
  dictionary: <MenuBookIcon fontSize="small" />,
  admin: <AdminPanelSettingsIcon fontSize="small" />,
  users: <PeopleIcon fontSize="small" />,
  process: <AccountTreeIcon fontSize="small" />,
  settings: <SettingsIcon fontSize="small" />,
  configurator: <TuneIcon fontSize="small" />,
  reports: <AssessmentIcon fontSize="small" />,
};

/** A group's icon; an unknown name gets a folder. */
export const groupIcon = (name: string): ReactElement => GROUP_ICONS[name] ?? <FolderIcon fontSize="small" />;

/** Entries on the top level (no group) get a list icon so the column of icons stays even. */
export const entryIcon = <ListAltIcon fontSize="small" />;
