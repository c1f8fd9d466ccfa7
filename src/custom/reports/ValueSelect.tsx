import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { ReportFilter } from '../../schemas/reports';
import { entityByName } from '../../schemas/registry';
import { useText } from './texts';

type IdsFilter = Extract<ReportFilter, { kind: 'ids' }>;
type Value = number | string;
type Option = { id: Value; label: string };
type Props = { filter: IdsFilter; label: string; value: Value[]; onChange: (value: Value[]) => void };

const Multi = ({ options, loading, error, label, value, onChange }: Omit<Props, 'filter'> & { options: Option[]; loading: boolean; error: boolean }) => {
  const { t } = useText();
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
        <TextField {...params} label={label} error={error} helperText={error ? t('reportLoadError') : undefined} />
      )}
      sx={{ minWidth: 220, flex: 1 }}
    />
  );
};

/** Where a reference filter's values come from: its target's react-admin resource and the field naming a record. */
export const filterResource = (target: string) => {
  const entity = entityByName(target);
  return { resource: entity.menu, label: entity.recordRepresentation, access: entity.access };
};

/** The values of a reference filter, from its target's list. */
const ResourceSelect = ({ target, ...props }: Omit<Props, 'filter'> & { target: string }) => {
  const source = filterResource(target);
  const { data, isPending, error } = useGetList(source.resource, { pagination: { page: 1, perPage: 1000 }, sort: { field: source.label, order: 'ASC' } });
  const options = useMemo(() => (data ?? []).map((r) => ({ id: Number(r.id), label: String(r[source.label] ?? r.id) })), [data, source.label]);
  return <Multi {...props} options={options} loading={isPending} error={!!error} />;
};

/** A select field's options in the user's language. */
const OptionSelect = ({ filter, ...props }: Props) => {
  const { label } = useText();
  const options = filter.source.kind === 'select' ? filter.source.options.map((o) => ({ id: o.id, label: label(o.label) })) : [];
  return <Multi {...props} options={options} loading={false} error={false} />;
};

/** A multi-select of the values an id filter may take. */
export const ValueSelect = ({ filter, ...props }: Props) =>
  filter.source.kind === 'reference' ? <ResourceSelect target={filter.source.target} {...props} /> : <OptionSelect filter={filter} {...props} />;
