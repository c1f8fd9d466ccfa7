import { ReferenceField, useCanAccess, useRecordContext } from 'react-admin';
import { entityByName } from '../../../schemas/registry';
import { isAssigned } from '../task/presentation';
import { useText } from '../texts';

const USERS = entityByName('user').menu;

/**
 * Who sent a note: the name the server gives with it, else the user it names (for those who may
 * read users), "System" for a note the portal wrote itself.
 */
export const SenderName = () => {
  const message = useRecordContext();
  const { t } = useText();
  const { canAccess: canReadUsers } = useCanAccess({ resource: USERS, action: 'list' });
  if (!message) return null;
  if (typeof message.senderName === 'string' && message.senderName !== '') return <span>{message.senderName}</span>;
  if (!isAssigned(message.senderId)) return <span>{t('imSystem')}</span>;
  return canReadUsers ? <ReferenceField source="senderId" reference={USERS} link={false} /> : <span>{`#${message.senderId}`}</span>;
};
