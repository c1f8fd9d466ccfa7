import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { analysisByScreen, DASHBOARDS_ACCESS } from '../../schemas/analytics';
import { AccountingDashboard } from './AccountingDashboard';
import { AnalysisPage } from './AnalysisPage';

/**
 * The Dashboards section's screens (one lazily loaded module): `/dashboard-accounting`, the KPI
 * dashboard, and each analysis at its path (`/salesanalize`…), for whoever has the `dashboards` right.
 */
export const DashboardScreen = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions<string[]>();
  if (!permissions) return null;
  if (!permissions.includes(DASHBOARDS_ACCESS)) return <Alert severity="error">{translate('ra.page.access_denied')}</Alert>;
  const screen = pathname.replace(/^\/+|\/+$/g, '');
  if (screen === 'dashboard-accounting') return <AccountingDashboard />;
  const definition = analysisByScreen(screen);
  if (!definition) return <Alert severity="warning">{translate('ra.page.not_found')}</Alert>;
  // Keyed by screen: another analysis starts from its own settings.
  return <AnalysisPage key={definition.screen} definition={definition} />;
};
