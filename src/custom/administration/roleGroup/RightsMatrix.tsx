import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Checkbox, InputAdornment, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useInput, useLocaleState } from 'react-admin';
import type { Locale } from '../../../schemas/core';
import { labelText } from '../../../schemas/core';
import type { AccessKey, Flag, Setting } from './matrix';
import { CLIENT_GROUP, columnState, isEnabled, keptSettings, matchingKeys, rightsOf, toggleCell, toggleColumn } from './matrix';
import type { TextKey } from '../texts';
import { useText } from '../texts';

const COLUMNS: readonly { flag: Flag; label: TextKey; color: 'primary' | 'error' }[] = [
  { flag: 'canRead', label: 'rightsRead', color: 'primary' },
  { flag: 'canModify', label: 'rightsModify', color: 'primary' },
  { flag: 'isForbidden', label: 'rightsForbidden', color: 'error' },
];

const formatSettings = (value: unknown) => (Array.isArray(value) ? (value as Setting[]) : []);

type RowProps = { accessKey: AccessKey; name: string; settings: readonly Setting[]; enabled: boolean; onToggle: (flag: Flag, on: boolean) => void };

const MatrixRow = ({ accessKey, name, settings, enabled, onToggle }: RowProps) => {
  const { t } = useText();
  const rights = rightsOf(settings, accessKey.key);
  return (
    <TableRow hover={enabled} data-key={accessKey.key} sx={enabled ? undefined : { bgcolor: 'action.hover' }}>
      <TableCell component="th" scope="row" sx={{ color: enabled ? 'text.primary' : 'text.disabled' }}>
        {name}
        {!enabled && (
          <Typography component="span" variant="caption" sx={{ ml: 1, fontStyle: 'italic' }}>
            ({t('rightsNotForClients')})
          </Typography>
        )}
      </TableCell>
      {COLUMNS.map(({ flag, label, color }) => (
        <TableCell key={flag} align="center" padding="checkbox">
          <Checkbox
            size="small"
            color={color}
            checked={rights[flag]}
            disabled={!enabled}
            onChange={(event) => onToggle(flag, event.target.checked)}
            slotProps={{ input: { 'aria-label': t('rightsCell', { column: t(label), module: name }) } }}
          />
        </TableCell>
      ))}
    </TableRow>
  );
};

/**
 * The rights of a group as a matrix: a row per access key, a column per flag, a header
 * checkbox per column acting on the rows shown (after the filter) that can be edited. The form
 * value `settings` holds only rows with a flag, as the server keeps them.
 */
export const RightsMatrix = ({ keys }: { keys: readonly AccessKey[] }) => {
  const { t } = useText();
  const [locale] = useLocaleState();
  const userType: unknown = useWatch({ name: 'user_type' });
  const { field } = useInput({ source: 'settings', defaultValue: [], format: formatSettings });
  const settings = formatSettings(field.value);
  const { onChange } = field;
  const [filter, setFilter] = useState('');

  // A group turned into a client group loses the keys clients may not hold, as on the server.
  useEffect(() => {
    const kept = keptSettings(settings, keys, userType);
    if (kept.length !== settings.length) onChange(kept);
  }, [settings, keys, userType, onChange]);

  const nameOf = (key: AccessKey) => labelText(key.label, locale as Locale);
  const shown = matchingKeys(keys, filter, locale as Locale);
  const editable = shown.filter((key) => isEnabled(key, userType)).map((key) => key.key);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        size="small"
        label={t('rightsFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        // Enter in a lone text field would submit the group's form.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { type: 'search' } }}
        sx={{ mb: 1, minWidth: 280 }}
      />
      {Number(userType) === CLIENT_GROUP && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('rightsClientHint')}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('roleGroupRights')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('rightsModule')}</TableCell>
              {COLUMNS.map(({ flag, label, color }) => {
                const state = columnState(settings, editable, flag);
                return (
                  <TableCell key={flag} align="center" sx={{ fontWeight: 600, whiteSpace: 'nowrap', width: 120 }}>
                    <Box>{t(label)}</Box>
                    <Checkbox
                      size="small"
                      color={color}
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      disabled={editable.length === 0}
                      onChange={() => onChange(toggleColumn(settings, editable, flag))}
                      slotProps={{ input: { 'aria-label': t('rightsColumn', { column: t(label) }) } }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((key) => (
              <MatrixRow
                key={key.key}
                accessKey={key}
                name={nameOf(key)}
                settings={settings}
                enabled={isEnabled(key, userType)}
                onToggle={(flag, on) => onChange(toggleCell(settings, key.key, flag, on))}
              />
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                  {t('rightsNoMatch', { text: filter })}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
