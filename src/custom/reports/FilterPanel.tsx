import { Box, Checkbox, FormControlLabel, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { entityByResource } from '../../schemas/registry';
import { useKeyLabel } from './labels';
import type { FilterKey, PeriodFilter, ReportSettings } from './reportModel';
import { FILTER_KEYS, FILTER_SOURCES, periodInvalid } from './reportModel';
import { ValueSelect } from './ValueSelect';

type Props = { settings: ReportSettings; onChange: (settings: ReportSettings) => void };

/** A filter whose values the user may not list (a client user and the staff dictionaries) is not offered. */
const listable = (key: FilterKey, modules: readonly string[]) => {
  if (key === 'doc_type') return true;
  const entity = entityByResource(FILTER_SOURCES[key].resource);
  return !!entity && modules.includes(entity.access);
};

const Period = ({ period, onChange }: { period: PeriodFilter; onChange: (period: PeriodFilter) => void }) => {
  const translate = useTranslate();
  const single = period.periodType === 0;
  const invalid = periodInvalid(period);
  const date = (key: 'dateFrom' | 'dateTo', label: string) => (
    <TextField
      type="date"
      size="small"
      fullWidth={false}
      label={label}
      value={period[key]}
      error={invalid}
      helperText={invalid && key === 'dateTo' ? translate('views.reportPeriodInvalid') : undefined}
      onChange={(e) => onChange({ ...period, [key]: e.target.value, inUse: true })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel
        sx={{ minWidth: 170 }}
        control={<Checkbox checked={period.inUse} onChange={(e) => onChange({ ...period, inUse: e.target.checked })} />}
        label={translate('views.reportPeriod')}
      />
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('views.reportPeriodType')}
        value={period.periodType}
        onChange={(e) => onChange({ ...period, periodType: Number(e.target.value) })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={0}>{translate('views.reportPeriodDay')}</MenuItem>
        <MenuItem value={1}>{translate('views.reportPeriodRange')}</MenuItem>
      </TextField>
      {date('dateFrom', translate(single ? 'views.reportDay' : 'views.reportDateFrom'))}
      {!single && date('dateTo', translate('views.reportDateTo'))}
    </Box>
  );
};

/** The report's filters: each with its "use" box and its values; one applies only when used and filled. */
export const FilterPanel = ({ settings, onChange }: Props) => {
  const translate = useTranslate();
  const keyLabel = useKeyLabel();
  const { permissions } = usePermissions<string[]>();
  const setFilter = (key: FilterKey, next: Partial<ReportSettings['filters'][FilterKey]>) =>
    onChange({ ...settings, filters: { ...settings.filters, [key]: { ...settings.filters[key], ...next } } });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('views.reportFilters')}
      </Typography>
      <Period period={settings.period} onChange={(period) => onChange({ ...settings, period })} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, columnGap: 3, rowGap: 1.5, mt: 2 }}>
        {FILTER_KEYS.filter((key) => listable(key, permissions ?? [])).map((key) => (
          <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Checkbox
              checked={settings.filters[key].inUse}
              onChange={(e) => setFilter(key, { inUse: e.target.checked })}
              slotProps={{ input: { 'aria-label': translate('views.reportFilterUse', { name: keyLabel(key) }) } }}
            />
            <ValueSelect filter={key} label={keyLabel(key)} value={settings.filters[key].value} onChange={(value) => setFilter(key, { value, inUse: value.length > 0 })} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
