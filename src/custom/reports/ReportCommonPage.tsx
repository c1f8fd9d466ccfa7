import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { reportByModule } from '../../schemas/reports';
import { ReportPage } from './ReportPage';
import { useText } from './texts';

/** /reports/reportCommon/:reportModule: the report the registry holds for that module, for a user with its right. */
export const ReportCommonPage = () => {
  const translate = useTranslate();
  const { t } = useText();
  const { reportModule } = useParams();
  const { permissions } = usePermissions<string[]>();
  if (!permissions) return null;
  const definition = reportByModule(reportModule);
  if (!definition) return <Alert severity="warning">{t('reportUnknown')}</Alert>;
  if (!permissions.includes(definition.access)) return <Alert severity="error">{translate('ra.page.access_denied')}</Alert>;
  // Keyed by module: another report starts from its own empty settings.
  return <ReportPage key={definition.module} definition={definition} />;
};
