import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../schemas/core';
import { labelText } from '../../schemas/core';
import { reclamation } from '../../schemas/entities/reclamation';
import type { FilterKey } from './reportModel';
import { FILTER_SOURCES } from './reportModel';

type Option = { id: number; label: string };
type Props = { filter: FilterKey; label: string; value: number[]; onChange: (value: number[]) => void };

const Multi = ({ options, loading, error, label, value, onChange }: Omit<Props, 'filter'> & { options: Option[]; loading: boolean; error: boolean }) => {
  const translate = useTranslate();
  const chosen = options.filter((o) => value.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={2}
      options={options}
      loading={loading}
      value={chosen}
      disableCloseOnSelect
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next.map((o) => o.id))}
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={error ? translate('views.reportLoadError') : undefined} />
      )}
      sx={{ minWidth: 220, flex: 1 }}
    />
  );
};

/** The values of a dictionary filter, from its react-admin resource. */
const ResourceSelect = ({ filter, ...props }: Props & { filter: Exclude<FilterKey, 'doc_type'> }) => {
  const source = FILTER_SOURCES[filter];
  const { data, isPending, error } = useGetList(source.resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: source.label, order: 'ASC' } });
  const options = useMemo(() => (data ?? []).map((r) => ({ id: Number(r.id), label: String(r[source.label] ?? r.id) })), [data, source.label]);
  return <Multi {...props} options={options} loading={isPending} error={!!error} />;
};

/** doc_type is a select of the schema: its options in the user's language. */
const DocTypeSelect = (props: Omit<Props, 'filter'>) => {
  const [locale] = useLocaleState();
  const field = reclamation.fields.doc_type;
  const options = field.type === 'select' ? field.options.map((o) => ({ id: Number(o.id), label: labelText(o.label, locale as Locale) })) : [];
  return <Multi {...props} options={options} loading={false} error={false} />;
};

/** A multi-select of the values a filter may take. */
export const ValueSelect = ({ filter, ...props }: Props) =>
  filter === 'doc_type' ? <DocTypeSelect {...props} /> : <ResourceSelect filter={filter} {...props} />;
