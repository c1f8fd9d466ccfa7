import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { DatagridConfigurable, useListContext, useTranslate } from 'react-admin';
import { hiddenColumns } from './columns';
import { RowDeleteButton } from './ConfirmedDeleteButton';
import { InlineBody, RowOpenButton } from './inlineEditing';
import { useInlineEditing } from './inlineEditingContext';
import { useText } from './texts';
import { useColumnsKey } from './useColumnsKey';
import { useEntity } from './useEntity';
import { useRowActions } from './useRowActions';

const BulkActionsBar = lazy(() => import('./BulkActions').then((module) => ({ default: module.BulkActionsBar })));

/** The selected rows' actions, loaded with the first selection (a list shows its first rows without them). */
const BulkActions = ({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) => {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BulkActionsBar canEdit={canEdit} canDelete={canDelete} />
    </Suspense>
  );
};

/**
 * The grid of an entity's list (`children`: its columns): the user chooses the columns shown, kept
 * per user (`hiddenColumns` start hidden); a row opens the edit form or, read-only, the detail;
 * with the right to change, the selected rows' bulk actions (one field set to one value; deleting,
 * all or none) and a row's delete button. Where the list edits in place (inside an
 * `InlineEditingProvider`) and the user may change records, a row is edited where it is and its
 * form opens from its "Otwórz" button instead of a click. Mounted anew once the rights are known,
 * so that the column chooser lists the delete and open columns too.
 */
export const EntityDatagrid = ({ children }: { children: ReactNode }) => {
  const entity = useEntity();
  const translate = useTranslate();
  const { t } = useText();
  const { rowClick, canEdit, canDelete } = useRowActions();
  const inPlace = useInlineEditing() !== null && canEdit;
  const columnsKey = useColumnsKey();
  return (
    <DatagridConfigurable
      key={`${canDelete ? 'with-delete' : 'without-delete'}-${inPlace ? 'in-place' : 'forms'}`}
      preferenceKey={columnsKey}
      omit={hiddenColumns(entity)}
      rowClick={inPlace ? false : rowClick}
      body={inPlace ? InlineBody : undefined}
      bulkActionButtons={canEdit || canDelete ? <BulkActions canEdit={canEdit} canDelete={canDelete} /> : false}
    >
      {children}
      {inPlace && <RowOpenButton label={t('openRow')} />}
      {canDelete && <RowDeleteButton label={translate('ra.action.delete')} />}
    </DatagridConfigurable>
  );
};
