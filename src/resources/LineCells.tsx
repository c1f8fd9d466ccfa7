import { FormHelperText, InputBase, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useGetList, useGetManyAggregate, useGetRecordRepresentation, useResourceContext, useTranslate } from 'react-admin';
import type { LineValueField, LinesField, ReferenceField, SelectField } from '../schemas/core';
import { numericText } from './childRecords';
import { choiceSort, choiceText, referenceTarget, useChoices } from './fieldChoices';
import { jsonText } from './fieldRegistry';
import { useFormText } from './formTexts';
import { DATE_FORMAT, DATETIME_FORMAT } from '../i18n/formats';
import { parseCell } from './linesGrid';

type Choice = { id: unknown; name: string };
type Then = 'stay' | 'next' | 'previous' | 'enter' | 'blur';

/** Each select line field's options, for a paste to read a choice by its label. */
export const useLineChoices = (field: LinesField): Record<string, Choice[]> => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(field.fields)
          .filter((entry): entry is [string, SelectField] => entry[1].type === 'select')
          .map(([key, select]) => [key, select.options.map((option) => ({ id: option.id, name: translate(`resources.${resource}.options.${key}.${option.id}`) }))]),
      ),
    [field, resource, translate],
  );
};

/** The referenced record as its choices read (its `shows`, else its representation); the ids of one grid go to the server together. */
const ReferenceValue = ({ field, id }: { field: ReferenceField; id: unknown }) => {
  const target = referenceTarget(field);
  const represent = useGetRecordRepresentation(target.menu);
  const { data } = useGetManyAggregate(target.menu, { ids: [id as number] });
  const record = data?.[0];
  if (!record) return null;
  const text = choiceText(field);
  return <>{text ? text(record) : represent(record)}</>;
};

const SelectValue = ({ lineKey, field, value }: { lineKey: string; field: SelectField; value: unknown }) => <>{useChoices(lineKey, field).find((choice) => choice.id === value)?.name ?? ''}</>;

const FlagValue = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
};

/** How a line's value reads in its cell: numbers and amounts as everywhere (`1 800,00`), days as DD.MM.YYYY, choices and references by name. */
export const LineCellValue = ({ lineKey, field, value, locale }: { lineKey: string; field: LineValueField; value: unknown; locale: string }) => {
  if (field.type === 'boolean') return <FlagValue value={value} />;
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'number':
    case 'money':
      return <>{numericText(field, value, locale)}</>;
    case 'date':
      return <>{dayjs(String(value)).format(DATE_FORMAT)}</>;
    case 'datetime':
      return <>{dayjs(String(value)).format(DATETIME_FORMAT)}</>;
    case 'select':
      return <SelectValue lineKey={lineKey} field={field} value={value} />;
    case 'reference':
      return <ReferenceValue field={field} id={value} />;
    case 'json':
      return <>{jsonText(value, field.itemText)}</>;
    default:
      return <>{String(value)}</>;
  }
};

/** A value as it is typed again: a decimal comma in Polish, a day as DD.MM.YYYY. */
const editText = (field: LineValueField, value: unknown, locale: string): string => {
  if (value === null || value === undefined) return '';
  if (field.type === 'number' || field.type === 'money') return locale === 'en' ? String(value) : String(value).replace('.', ',');
  if (field.type === 'date') return dayjs(String(value)).format(DATE_FORMAT);
  if (field.type === 'datetime') return dayjs(String(value)).format(DATETIME_FORMAT);
  return String(value);
};

type EditorProps = {
  lineKey: string;
  field: LineValueField;
  value: unknown;
  /** What was typed on the cell to start editing it: it replaces the value. */
  seed: string | undefined;
  label: string;
  locale: string;
  onCommit: (value: unknown, then: Then) => void;
  onCancel: () => void;
};

const inputSx = { fontSize: 'inherit', width: '100%', '& input': { p: 0, textAlign: 'inherit' } } as const;

/** The keys every editor answers alike: Enter and Tab confirm (Tab moving on), Escape gives up. */
const confirmKeys = (event: KeyboardEvent, confirm: (then: Then) => void, cancel: () => void) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    confirm('enter');
  } else if (event.key === 'Tab') {
    event.preventDefault();
    confirm(event.shiftKey ? 'previous' : 'next');
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }
};

/** A typed value (text, number, amount, day): its text kept here while typed, so typing redraws this input alone. */
const TextEditor = ({ field, value, seed, label, locale, onCommit, onCancel }: EditorProps) => {
  const { t } = useFormText();
  const [text, setText] = useState(() => seed ?? editText(field, value, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const done = useRef(false);
  const confirm = (then: Then) => {
    if (done.current) return;
    const parsed = parseCell(field, text);
    if ('problem' in parsed) {
      if (then === 'blur') onCancel();
      else setProblem(t(parsed.problem === 'notNumber' ? 'pasteNotNumber' : 'pasteNotDate', { text }));
      return;
    }
    done.current = true;
    onCommit(parsed.value, then);
  };
  return (
    <>
      <InputBase
        autoFocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => confirmKeys(event, confirm, onCancel)}
        onBlur={() => confirm('blur')}
        inputProps={{ 'aria-label': label, 'aria-invalid': problem ? true : undefined, inputMode: field.type === 'number' || field.type === 'money' ? 'decimal' : undefined }}
        sx={inputSx}
      />
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </>
  );
};

/**
 * A choice typed by its name: the matching options listed under the cell, the arrows pick one,
 * Enter or Tab takes it, Escape gives up (Delete on the cell clears it).
 */
const ChoiceEditor = ({ choices, search, onSearch, label, onCommit, onCancel, value }: Omit<EditorProps, 'lineKey' | 'field' | 'seed' | 'locale'> & { choices: Choice[]; search: string; onSearch: (text: string) => void }) => {
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [highlight, setHighlight] = useState(() => Math.max(0, choices.findIndex((choice) => choice.id === value)));
  // Until something is typed or picked, confirming keeps the value (the current one need not be among the first choices listed).
  const [touched, setTouched] = useState(search !== '');
  const done = useRef(false);
  const at = Math.min(highlight, choices.length - 1);
  const confirm = (then: Then) => {
    if (done.current) return;
    if (!touched) {
      done.current = true;
      onCommit(value, then);
      return;
    }
    const choice = choices[at];
    if (!choice) {
      if (then === 'blur') onCancel();
      return;
    }
    done.current = true;
    onCommit(choice.id, then);
  };
  return (
    <div ref={anchor}>
      <InputBase
        autoFocus
        value={search}
        onChange={(event) => {
          onSearch(event.target.value);
          setHighlight(0);
          setTouched(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setTouched(true);
            setHighlight((current) => Math.max(0, Math.min(choices.length - 1, current + (event.key === 'ArrowDown' ? 1 : -1))));
            return;
          }
          confirmKeys(event, confirm, onCancel);
        }}
        onBlur={() => confirm('blur')}
        inputProps={{ role: 'combobox', 'aria-label': label, 'aria-expanded': true, 'aria-controls': listId, 'aria-autocomplete': 'list', 'aria-activedescendant': choices[at] && (touched || choices[at].id === value) ? `${listId}-${at}` : undefined }}
        sx={inputSx}
      />
      <Popper open anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 1500 }}>
        <Paper elevation={4} sx={{ maxHeight: 280, overflowY: 'auto', minWidth: 220 }}>
          <MenuList id={listId} role="listbox" aria-label={label} dense>
            {choices.map((choice, index) => (
              <MenuItem
                key={String(choice.id)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={touched ? index === at : choice.id === value}
                selected={touched ? index === at : choice.id === value}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  done.current = true;
                  onCommit(choice.id, 'stay');
                }}
              >
                {choice.name}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </div>
  );
};

const SelectEditor = (props: EditorProps) => {
  const all = useChoices(props.lineKey, props.field as SelectField);
  const [search, setSearch] = useState(props.seed ?? '');
  const lower = search.trim().toLowerCase();
  const choices = lower === '' ? all : all.filter((choice) => choice.name.toLowerCase().includes(lower) || String(choice.id).toLowerCase().startsWith(lower));
  return <ChoiceEditor {...props} choices={choices} search={search} onSearch={setSearch} />;
};

/** A reference typed by its code or name: the server's matches (its search), named as the field shows them. */
const ReferenceEditor = (props: EditorProps) => {
  const field = props.field as ReferenceField;
  const target = referenceTarget(field);
  const represent = useGetRecordRepresentation(target.menu);
  const [search, setSearch] = useState(props.seed ?? '');
  const { data = [] } = useGetList(target.menu, {
    filter: search.trim() === '' ? {} : { q: search.trim() },
    pagination: { page: 1, perPage: 20 },
    sort: choiceSort(field) ?? { field: 'id', order: 'ASC' },
  });
  const text = choiceText(field);
  const choices = data.map((record: RaRecord) => ({ id: record.id, name: String(text ? text(record) : represent(record)) }));
  return <ChoiceEditor {...props} choices={choices} search={search} onSearch={setSearch} />;
};

/** A cell being typed into, by its field's kind. Flags are toggled and structures edited elsewhere: they have no editor. */
export const LineCellEditor = (props: EditorProps) => {
  if (props.field.type === 'select') return <SelectEditor {...props} />;
  if (props.field.type === 'reference') return <ReferenceEditor {...props} />;
  return <TextEditor {...props} />;
};
