import type { ReactNode } from 'react';
import { BulkDeleteButton, DatagridConfigurable, useTranslate } from 'react-admin';
import { hiddenColumns } from './columns';
import { RowDeleteButton } from './ConfirmedDeleteButton';
import { useColumnsKey } from './useColumnsKey';
import { useEntity } from './useEntity';
import { useRowActions } from './useRowActions';

/**
 * The grid of an entity's list (`children`: its columns): the user chooses the columns shown, kept
 * per user (`hiddenColumns` start hidden); a row opens the edit form or, read-only, the detail;
 * deleting (a row's button, the bulk action) is offered with the right to change. Mounted anew once
 * the right to delete is known, so that the column chooser lists the delete column too.
 */
export const EntityDatagrid = ({ children }: { children: ReactNode }) => {
  const entity = useEntity();
  const translate = useTranslate();
  const { rowClick, canDelete } = useRowActions();
  const columnsKey = useColumnsKey();
  return (
    <DatagridConfigurable
      key={canDelete ? 'with-delete' : 'without-delete'}
      preferenceKey={columnsKey}
      omit={hiddenColumns(entity)}
      rowClick={rowClick}
      bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
    >
      {children}
      {canDelete && <RowDeleteButton label={translate('ra.action.delete')} />}
    </DatagridConfigurable>
  );
};
