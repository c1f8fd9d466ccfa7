import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ReclamationReport } from './ReclamationReport';

/** /reports/reportCommon/:reportModule: the report of a module; reclamations is the one the portal has. */
export const ReportCommonPage = () => {
  const translate = useTranslate();
  const { reportModule } = useParams();
  const { permissions } = usePermissions<string[]>();
  if (!permissions) return null;
  if (reportModule !== 'reclamations') return <Alert severity="warning">{translate('views.reportUnknown')}</Alert>;
  if (!permissions.includes('reclamations')) return <Alert severity="error">{translate('ra.page.access_denied')}</Alert>;
  return <ReclamationReport />;
};
