import { Alert } from '@mui/material';
import { useText } from './texts';

/** On a new order or offer request: files, comments and printouts come once it is saved (spec §5's message). */
export const SaveFirstNote = () => {
  const { t } = useText();
  return (
    <Alert severity="info" sx={{ mt: 1, width: '100%', maxWidth: 960 }}>
      {t('orderSaveFirst')}
    </Alert>
  );
};
