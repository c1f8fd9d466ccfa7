import CancelIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Check';
import { Box, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { KeyboardEvent, ReactElement } from 'react';
import { Children, cloneElement, isValidElement, useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { DatagridRowProps, HttpError, Identifier, RaRecord } from 'react-admin';
import { FormGroupsProvider, RecordContextProvider, SourceContextProvider, useAugmentedForm, useCreate, useListContext, useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import type { DataField } from '../schemas/core';
import { defaultRecord } from '../schemas/core';
import type { ElementProps } from './fieldFormats';
import { useFormText } from './formTexts';
import { NEW_ROW, useInlineEditing } from './inlineEditingContext';
import { editableInRow, rowPayload } from './inlineRow';
import { useEntity } from './useEntity';
import { valueInputs } from './valueInputs';
import type { StaleSave } from './VersionedEdit';
import { MergeDialog, staleCurrent } from './VersionedEdit';

type Row = Record<string, unknown>;

// A cell's input: its label kept for screen readers (the column header shows it), no blank helper line, as high as a row.
const cellSx = {
  overflow: 'visible',
  whiteSpace: 'normal',
  verticalAlign: 'top',
  py: 0.5,
  '& .MuiInputLabel-root, & .MuiFormControlLabel-label': visuallyHidden,
  '& .MuiFormControl-root': { m: 0, minWidth: 120, width: '100%' },
  '& .MuiFilledInput-input': { pt: 1, pb: 1 },
  '& .MuiFilledInput-root.MuiAutocomplete-inputRoot': { pt: '5px', pb: '5px' },
  '& .MuiFormHelperText-root:empty': { display: 'none' },
} as const;

/** The first thing in an element the keyboard can type into or press. */
const firstFocusable = (element: Element | null | undefined): HTMLElement | undefined =>
  element ? [...element.querySelectorAll<HTMLElement>('input, textarea, [role="combobox"], button')].find((e) => e.tabIndex >= 0 && !e.hasAttribute('disabled') && e.getAttribute('aria-hidden') !== 'true') : undefined;

type Failure = HttpError & { body?: { errors?: Record<string, string> } };

/**
 * A list row being edited in place: each editable column's cell holds the field's own input (the
 * same ones forms use), the others show their value. Tab moves across the inputs, Enter saves the
 * row, Escape gives it up; a refused save puts each field's message on its cell, and a save refused
 * as stale (someone saved the record meanwhile) is merged as the form merges it. The row keeps the
 * record as it was when the editing started: a list refreshed meanwhile never resets what is typed.
 */
export const InlineEditorRow = (props: DatagridRowProps & { id: Identifier }) => {
  const { id, children, hasBulkActions, className } = props;
  const entity = useEntity();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const inline = useInlineEditing()!;
  const { data, refetch } = useListContext();
  const { t } = useFormText();
  const isNew = id === NEW_ROW;
  const [start] = useState<Row>(() => (isNew ? defaultRecord(entity) : { ...data?.find((row: RaRecord) => row.id === id) }));
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [round, setRound] = useState(0);
  const [create] = useCreate();
  const [update] = useUpdate();
  const row = useRef<HTMLTableRowElement>(null);
  const columns = Children.toArray(children).filter(isValidElement) as ReactElement<{ source?: string; label?: string }>[];

  const done = () => {
    inline.stop();
    void refetch();
  };

  const save = async (values: Row): Promise<Record<string, string> | undefined> => {
    const payload = rowPayload(entity, start, values, isNew);
    if (!payload) {
      inline.stop();
      return undefined;
    }
    try {
      if (isNew) await create(resource, { data: payload }, { returnPromise: true });
      else await update(resource, { id, data: payload, previousData: start }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(isNew ? 'ra.notification.created' : 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      done();
      return undefined;
    } catch (error) {
      const theirs = staleCurrent(error);
      if (theirs) {
        setStale({ id, base: start, mine: payload, theirs, message: (error as HttpError).message });
        setRound((n) => n + 1);
        return undefined;
      }
      const errors = (error as Failure).body?.errors;
      // A problem of a field the row does not show (a hidden column) is said, since no cell can show it.
      const shown = new Set(columns.map((column) => column.props.source));
      const elsewhere = Object.entries<string>(errors ?? {}).filter(([field]) => !shown.has(field));
      if (!errors) notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      else if (elsewhere.length > 0) notify(t('rowProblemElsewhere', { problems: elsewhere.map(([field, message]) => `${translate(`resources.${resource}.fields.${field}`)}: ${translate(message, { _: message })}`).join('; ') }), { type: 'error' });
      return errors;
    }
  };

  const { form, handleSubmit } = useAugmentedForm({ record: start, onSubmit: save });
  const submit = () => void form.handleSubmit((values) => handleSubmit(values, undefined))();

  // The input of the column the editing started in (double-click), else the row's first, takes the keyboard.
  useEffect(() => {
    const cell = inline.startColumn ? row.current?.querySelector(`td.column-${CSS.escape(inline.startColumn)}`) : undefined;
    (firstFocusable(cell) ?? firstFocusable(row.current))?.focus();
    // Only when the row opens for editing.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // A list open inside an input (a choice, a reference's suggestions) takes its own Enter and Escape.
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      inline.stop();
    } else if (event.key === 'Enter' && !event.shiftKey && target.tagName !== 'BUTTON' && target.tagName !== 'TEXTAREA' && target.tagName !== 'A') {
      event.preventDefault();
      submit();
    }
  };

  const pending = form.formState.isSubmitting;
  const actions = (
    <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
      <Tooltip title={t('rowSave')}>
        <span>
          <IconButton size="small" color="primary" aria-label={t('rowSave')} onClick={submit} disabled={pending}>
            <SaveIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('rowCancel')}>
        <span>
          <IconButton size="small" aria-label={t('rowCancel')} onClick={() => inline.stop()} disabled={pending}>
            <CancelIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );

  return (
    <RecordContextProvider value={start}>
      <SourceContextProvider value={{ getSource: (source: string) => source, getLabel: (source: string) => `resources.${resource}.fields.${source}` }}>
        <FormProvider {...form}>
          <FormGroupsProvider>
            <TableRow ref={row} className={className} selected onKeyDown={onKeyDown} data-editing={isNew ? 'new' : 'row'} aria-busy={pending}>
              {hasBulkActions && <TableCell padding="checkbox" />}
              {columns.map((column, index) => {
                const source = column.props.source;
                const field = editableInRow(entity, source);
                const last = index === columns.length - 1;
                const content = field
                  ? cloneElement(valueInputs[field.type as Exclude<DataField['type'], 'lines'>].input({ source: source!, field }) as ReactElement<ElementProps>, {
                      label: translate(`resources.${resource}.fields.${source}`),
                      helperText: false,
                    })
                  : source && !isNew
                    ? column
                    : null;
                return (
                  <TableCell key={source ?? `column-${index}`} className={`column-${source ?? index}`} sx={cellSx}>
                    {last ? (
                      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                        {content && <Box sx={{ flex: 1, minWidth: 0 }}>{content}</Box>}
                        {actions}
                      </Box>
                    ) : (
                      content
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
            {stale && (
              <MergeDialog
                key={round}
                stale={stale}
                redirectTo={false}
                onDone={done}
                onStaleAgain={(again) => {
                  setStale(again);
                  setRound((n) => n + 1);
                }}
              />
            )}
          </FormGroupsProvider>
        </FormProvider>
      </SourceContextProvider>
    </RecordContextProvider>
  );
};
