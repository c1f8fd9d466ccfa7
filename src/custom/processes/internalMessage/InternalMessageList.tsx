import type { SxProps } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { BooleanField, Datagrid, FunctionField, List, Pagination, TextField, useResourceContext, useTranslate } from 'react-admin';
import { useEntity } from '../../../resources/useEntity';
import { useListFilters } from '../../../resources/useListFilters';
import { useRowActions } from '../../../resources/useRowActions';
import { DATETIME_MINUTES_FORMAT } from '../../../i18n/formats';
import { formatWhen } from '../task/presentation';
import { SenderName } from './SenderName';

/** Unread notes stand out. */
const rowSx = (message: RaRecord): SxProps => (message.isRead ? {} : { '& td': { fontWeight: 600 } });

/** The user's own notes (spec §2 crm/internalmessages), newest first; a row opens the note. */
export const InternalMessageList = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.${resource}.fields.${key}`);
  const { rowClick } = useRowActions();
  return (
    <List filters={useListFilters(entity)} sort={entity.defaultSort} perPage={10} pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}>
      <Datagrid rowClick={rowClick} rowSx={rowSx} bulkActionButtons={false}>
        <TextField source="title" label={label('title')} />
        <FunctionField source="senderId" label={label('senderId')} sortable={false} render={() => <SenderName />} />
        <FunctionField source="createdAt" label={label('createdAt')} render={(message: RaRecord) => formatWhen(message.createdAt, DATETIME_MINUTES_FORMAT)} />
        <BooleanField source="isRead" label={label('isRead')} looseValue />
      </Datagrid>
    </List>
  );
};
