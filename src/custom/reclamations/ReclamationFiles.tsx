import { useRecordContext, useRefresh } from 'react-admin';
import { RecordFiles } from '../../resources/files/RecordFiles';
import { useText } from './texts';

/**
 * The reclamation's files, with its "verification protocol" mark. The screen is refreshed after a
 * change because the server records each added file in the reclamation's history.
 */
export const ReclamationFiles = () => {
  const record = useRecordContext();
  const refresh = useRefresh();
  const { t } = useText();
  if (record?.id === undefined) return null;
  return <RecordFiles objectType="reclamation" ownerId={Number(record.id)} mark={t('reclamationFilesProtocol')} onChanged={refresh} />;
};
