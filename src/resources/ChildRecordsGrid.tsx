import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { cloneElement, useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import {
  Form,
  RecordContextProvider,
  ReferenceManyField,
  SaveButton,
  useCanAccess,
  useCreate,
  useGetRecordRepresentation,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { DataField, EntityDef, SelectField } from '../schemas/core';
import { defaultRecord } from '../schemas/core';
import { formatMoney } from '../schemas/sales/money';
import { childColumns, childInputs, childPayload, columnTotal, isLongText, isNarrow, isNumeric, numericText } from './childRecords';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton';
import { useChoices } from './fieldChoices';
import { fieldInputs } from './fieldInputs';
import { fieldRegistry } from './fieldRegistry';

/** What the section says; each text in the user's language. */
export type ChildRecordsTexts = {
  /** In place of the table while there are no records. */
  empty: string;
  /** The add button, and the title of the dialog it opens. */
  add: string;
  /** The title of the dialog that changes a record (with `rowActions`). */
  edit?: string;
  /** Before the total (with `total`). */
  total?: string;
  /** Told once a value changed in its row was saved (with `inRow`); default react-admin's "updated". */
  changed?: string;
};

export type ChildRecordsGridProps = {
  /** The child entity: its records point at the record shown through `foreignKey`. */
  entity: EntityDef;
  /** The child's reference field holding the id of the record shown; filled in on create, never shown. */
  foreignKey: string;
  /** The section's heading, also the table's accessible name. */
  title: string;
  texts: ChildRecordsTexts;
  /** Each row has an edit button (the dialog) and a delete button that asks first, for users who may change the records. */
  rowActions?: boolean;
  /** Select fields changed right in their row by users who may change the records; left out of the dialog. */
  inRow?: readonly string[];
  /** A money column added up under the table, the total followed by its unit. */
  total?: { field: string; unit: string };
  /** What a new record starts with besides the schema's defaults, from the record shown and the records it already has. */
  newRecord?: (parent: RaRecord, rows: readonly RaRecord[]) => Record<string, unknown>;
  /** Inputs made by the screen for some fields (choices narrowed to the record shown), in place of the field kind's. */
  inputs?: (parent: RaRecord) => Partial<Record<string, ReactElement>>;
  /** Help under some inputs of the dialog. */
  help?: Partial<Record<string, string>>;
  /** Put inside the dialog's form after the inputs (a value kept in step with others). */
  formExtra?: ReactNode;
};

type Failure = { message?: string; body?: { errors?: Record<string, string> } };

/** A select field's value changed right in its row: saved at once, then told. */
const InRowSelect = ({ source, field, changed }: { source: string; field: SelectField; changed?: string }) => {
  const row = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const represent = useGetRecordRepresentation(resource);
  const choices = useChoices(source, field);
  const [update, { isPending }] = useUpdate();
  if (!row) return null;
  const change = (value: string) => {
    const option = field.options.find((o) => String(o.id) === value);
    update(
      resource,
      { id: row.id, data: { [source]: option?.id ?? value }, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(changed ?? 'ra.notification.updated', { messageArgs: { smart_count: 1 } }),
        onError: (e) => notify((e as Failure).message ?? 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };
  const name = represent(row);
  return (
    <Select
      size="small"
      variant="standard"
      value={String(row[source] ?? '')}
      disabled={isPending}
      onChange={(e) => change(e.target.value)}
      inputProps={{ 'aria-label': `${translate(`resources.${resource}.fields.${source}`)} ${typeof name === 'string' || typeof name === 'number' ? name : `#${row.id}`}` }}
    >
      {choices.map((choice) => (
        <MenuItem key={String(choice.id)} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </Select>
  );
};

/** A value in its cell: numbers and amounts in the user's language, select fields of `inRow` as their select, the rest as lists show them. */
const Cell = ({ source, field, inRow, changed }: { source: string; field: DataField; inRow: boolean; changed?: string }) => {
  const [locale = 'pl'] = useLocaleState();
  const record = useRecordContext();
  if (inRow && field.type === 'select') return <InRowSelect source={source} field={field} changed={changed} />;
  if (isNumeric(field)) return <>{numericText(field, record?.[source], locale)}</>;
  return fieldRegistry[field.type].field({ source, field });
};

type DialogProps = Pick<ChildRecordsGridProps, 'entity' | 'foreignKey' | 'texts' | 'inRow' | 'newRecord' | 'inputs' | 'help' | 'formExtra'> & {
  parent: RaRecord;
  rows: readonly RaRecord[];
  /** The record changed; none adds one. */
  record?: RaRecord;
  onClose: () => void;
  onSaved: () => void;
};

/** Adds a child record or changes one: the child's inputs, short ones two to a line. */
const RecordDialog = ({ entity, foreignKey, texts, inRow, newRecord, inputs, help, formExtra, parent, rows, record, onClose, onSaved }: DialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [start] = useState(() => record ?? { ...defaultRecord(entity), ...newRecord?.(parent, rows) });
  const own = inputs?.(parent) ?? {};
  const save = async (values: Record<string, unknown>) => {
    const data = childPayload(entity, foreignKey, values);
    try {
      if (record) await update(entity.menu, { id: record.id, data, previousData: record }, { returnPromise: true });
      else await create(entity.menu, { data: { ...data, [foreignKey]: parent.id } }, { returnPromise: true });
      notify(record ? 'ra.notification.updated' : 'ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
      onSaved();
      onClose();
    } catch (error) {
      const e = error as Failure;
      notify(e.message ?? 'ra.notification.http_error', { type: 'error' });
      return e.body?.errors;
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <Form record={start} onSubmit={save}>
        <DialogTitle id={titleId}>{record ? (texts.edit ?? texts.add) : texts.add}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {childInputs(entity, foreignKey, inRow).map((key) => {
              const field = entity.fields[key];
              const input = (own[key] ?? fieldInputs[field.type].input({ source: key, field })) as ReactElement<Record<string, unknown>>;
              return (
                <Box key={key} sx={{ gridColumn: isNarrow(field) ? 'auto' : '1 / -1', minWidth: 0 }}>
                  {cloneElement(input, {
                    label: translate(`resources.${entity.menu}.fields.${key}`),
                    ...(help?.[key] ? { helperText: help[key] } : {}),
                    ...(isLongText(field) ? { multiline: true } : {}),
                  })}
                </Box>
              );
            })}
          </Box>
          {formExtra}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

type BodyProps = Omit<ChildRecordsGridProps, 'title'> & { parent: RaRecord; canModify: boolean; label: string };

/** The rows as a table (or the empty text), the add button and the dialog, inside the list of child records. */
const Body = (props: BodyProps) => {
  const { entity, foreignKey, texts, rowActions = false, inRow = [], total, parent, canModify, label } = props;
  const translate = useTranslate();
  const [locale = 'pl'] = useLocaleState();
  const { data = [], isPending, refetch } = useListContext();
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  const columns = childColumns(entity, foreignKey).map((key) => [key, entity.fields[key] as DataField] as const);
  const actions = rowActions && canModify;
  const totalAt = total ? columns.findIndex(([key]) => key === total.field) : -1;
  const align = (field: DataField) => (isNumeric(field) ? 'right' : 'left');
  const table = (
    // A narrow window scrolls the table inside its section, never the page.
    <TableContainer sx={{ maxWidth: 960 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map(([key, field]) => (
              <TableCell key={key} align={align(field)}>
                {translate(`resources.${entity.menu}.fields.${key}`)}
              </TableCell>
            ))}
            {actions && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <RecordContextProvider key={row.id} value={row}>
              <TableRow hover data-record-id={row.id}>
                {columns.map(([key, field]) => (
                  <TableCell key={key} align={align(field)}>
                    <Cell source={key} field={field} inRow={canModify && inRow.includes(key)} changed={texts.changed} />
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('ra.action.edit')}>
                      <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => setEditing(row)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <ConfirmedDeleteButton iconOnly onDeleted={() => refetch()} />
                  </TableCell>
                )}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
        {total && totalAt >= 0 && (
          <TableFooter>
            <TableRow>
              {totalAt > 0 && (
                <TableCell colSpan={totalAt} sx={{ fontWeight: 700 }}>
                  {texts.total}
                </TableCell>
              )}
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-total={total.field}>{`${formatMoney(columnTotal(data, total.field), locale)} ${total.unit}`}</TableCell>
              {columns.length - totalAt - 1 > 0 && <TableCell colSpan={columns.length - totalAt - 1} />}
              {actions && <TableCell />}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
  return (
    <>
      {isPending ? null : data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {texts.empty}
        </Typography>
      ) : (
        table
      )}
      {canModify && (
        <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setEditing('new')}>
          {texts.add}
        </Button>
      )}
      {editing && <RecordDialog {...props} parent={parent} rows={data} record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onSaved={() => refetch()} />}
    </>
  );
};

/**
 * The records of another entity that belong to the record shown (the costs of a record, its
 * orders), as a titled section below its form: a table whose columns are the child
 * entity's list fields, each shown as its field kind is; for users who may change the records an
 * add button and a dialog whose inputs are the child's form fields (and, as asked, edit and delete
 * in each row, selects changed in their row, a total). Shown to users who may list the records,
 * once the record shown is saved; read and written through the child entity's own API.
 */
export const ChildRecordsGrid = ({ title, ...props }: ChildRecordsGridProps) => {
  const parent = useRecordContext();
  const headingId = useId();
  const { canAccess: canRead } = useCanAccess({ resource: props.entity.menu, action: 'list' });
  const { canAccess: canModify } = useCanAccess({ resource: props.entity.menu, action: 'edit' });
  if (!parent?.id || !canRead) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <ReferenceManyField reference={props.entity.menu} target={props.foreignKey} perPage={1000} sort={{ ...props.entity.defaultSort }}>
        <Body {...props} parent={parent} canModify={!!canModify} label={title} />
      </ReferenceManyField>
    </Box>
  );
};
