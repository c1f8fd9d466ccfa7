import { Box, Checkbox, FormControlLabel, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { DayField } from '../../resources/DatePickers';
import type { ReportDefinition, ReportFilter } from '../../schemas/reports';
import type { FilterState, FlagFilter, PeriodFilter, ReportSettings } from './reportModel';
import { isFlag, isIds, isPeriod, mainPeriod, periodInvalid } from './reportModel';
import { filterResource, ValueSelect } from './ValueSelect';
import { useText } from './texts';

type Props = { definition: ReportDefinition; settings: ReportSettings; onChange: (settings: ReportSettings) => void };
type PeriodSpec = Extract<ReportFilter, { kind: 'period' }>;

/** A filter whose values the user may not list (a client user and the staff dictionaries) is not offered. */
const listable = (filter: ReportFilter, modules: readonly string[]) =>
  filter.kind !== 'ids' || filter.source.kind !== 'reference' || modules.includes(filterResource(filter.source.target).access);

/** A period's texts: the definition's own, else its label and "<label> od / do". */
const usePeriodTexts = (filter: PeriodSpec) => {
  const { t, label } = useText();
  if (filter.texts) {
    const { use, day, from, to } = filter.texts;
    return { use: label(use), day: label(day), from: label(from), to: label(to) };
  }
  const field = label(filter.label);
  return { use: field, day: field, from: t('from', { field }), to: t('to', { field }) };
};

const Period = ({ filter, period, onChange }: { filter: PeriodSpec; period: PeriodFilter; onChange: (period: PeriodFilter) => void }) => {
  const { t } = useText();
  const texts = usePeriodTexts(filter);
  const single = period.periodType === 0;
  const invalid = periodInvalid(period);
  const date = (key: 'dateFrom' | 'dateTo', label: string) => (
    <DayField
      width={200}
      label={label}
      value={period[key]}
      error={invalid}
      helperText={invalid && key === 'dateTo' ? t('reportPeriodInvalid') : undefined}
      onChange={(day) => onChange({ ...period, [key]: day, inUse: true })}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel
        sx={{ minWidth: 170 }}
        control={<Checkbox checked={period.inUse} onChange={(e) => onChange({ ...period, inUse: e.target.checked })} />}
        label={texts.use}
      />
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t('reportPeriodType')}
        value={period.periodType}
        onChange={(e) => onChange({ ...period, periodType: Number(e.target.value) })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={0}>{t('reportPeriodDay')}</MenuItem>
        <MenuItem value={1}>{t('reportPeriodRange')}</MenuItem>
      </TextField>
      {date('dateFrom', single ? texts.day : texts.from)}
      {!single && date('dateTo', texts.to)}
    </Box>
  );
};

/** A yes / no filter on a flag of the source (marked for deletion…). */
const Flag = ({ name, state, onChange }: { name: string; state: FlagFilter; onChange: (next: FlagFilter) => void }) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={name} value={state.value ? 'true' : 'false'} onChange={(e) => onChange({ inUse: true, value: e.target.value === 'true' })} sx={{ minWidth: 220, flex: 1 }}>
      <MenuItem value="true">{translate('ra.boolean.true')}</MenuItem>
      <MenuItem value="false">{translate('ra.boolean.false')}</MenuItem>
    </TextField>
  );
};

/** A report's filters, as its definition lists them: each with its "use" box and its values; one applies only when used and filled. */
export const FilterPanel = ({ definition, settings, onChange }: Props) => {
  const { t, label } = useText();
  const { permissions } = usePermissions<string[]>();
  const main = mainPeriod(definition);
  const setFilter = (key: string, next: FilterState) => onChange({ ...settings, filters: { ...settings.filters, [key]: next } });
  const periods = definition.filters.filter((f): f is PeriodSpec => f.kind === 'period');
  const others = definition.filters.filter((f) => f.kind !== 'period' && listable(f, permissions ?? []));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('reportFilters')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {periods.map((filter) => {
          const state = filter === main ? settings.period : settings.filters[filter.key];
          if (!isPeriod(state)) return null;
          return (
            <Period
              key={filter.key}
              filter={filter}
              period={state}
              onChange={(period) => (filter === main ? onChange({ ...settings, period }) : setFilter(filter.key, period))}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, columnGap: 3, rowGap: 1.5, mt: 2 }}>
        {others.map((filter) => {
          const state = settings.filters[filter.key];
          const name = label(filter.label);
          const value =
            filter.kind === 'ids' && isIds(state) ? (
              <ValueSelect filter={filter} label={name} value={state.value} onChange={(next) => setFilter(filter.key, { value: next, inUse: next.length > 0 })} />
            ) : filter.kind === 'flag' && isFlag(state) ? (
              <Flag name={name} state={state} onChange={(next) => setFilter(filter.key, next)} />
            ) : undefined;
          if (!value || !state) return null;
          return (
            <Box key={filter.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Checkbox
                checked={state.inUse}
                onChange={(e) => setFilter(filter.key, { ...state, inUse: e.target.checked })}
                slotProps={{ input: { 'aria-label': t('reportFilterUse', { name }) } }}
              />
              {value}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
};
