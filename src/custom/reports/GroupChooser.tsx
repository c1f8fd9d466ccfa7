import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, IconButton, MenuItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import type { ReportDefinition } from '../../schemas/reports';
import { reportGroupKey } from '../../schemas/reports';
import { addGroup, MAX_GROUPS, moveGroup, removeGroup } from './reportModel';
import { useText } from './texts';

type Props = { definition: ReportDefinition; groups: string[]; onChange: (groups: string[]) => void };

/** The ordered grouping levels (at most seven) of a report's keys: add, remove, move up and down. */
export const GroupChooser = ({ definition, groups, onChange }: Props) => {
  const { t, label } = useText();
  const keyLabel = (key: string) => {
    const found = reportGroupKey(definition, key);
    return found ? label(found.label) : key;
  };
  const free = definition.groups.filter((k) => !groups.includes(k.key));
  const full = groups.length >= MAX_GROUPS;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('reportGroups')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {groups.map((key, index) => (
          <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: index * 2 }}>
            <Chip size="small" label={index + 1} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {keyLabel(key)}
            </Typography>
            <Tooltip title={t('reportGroupUp')}>
              <span>
                <IconButton size="small" aria-label={`${t('reportGroupUp')}: ${keyLabel(key)}`} disabled={index === 0} onClick={() => onChange(moveGroup(groups, index, -1))}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('reportGroupDown')}>
              <span>
                <IconButton size="small" aria-label={`${t('reportGroupDown')}: ${keyLabel(key)}`} disabled={index === groups.length - 1} onClick={() => onChange(moveGroup(groups, index, 1))}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('reportGroupRemove')}>
              <IconButton size="small" aria-label={`${t('reportGroupRemove')}: ${keyLabel(key)}`} onClick={() => onChange(removeGroup(groups, index))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      {groups.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {label(definition.texts.noGroups)}
        </Typography>
      )}
      <TextField
        select
        size="small"
        fullWidth
        sx={{ mt: 1.5 }}
        label={t('reportGroupAdd')}
        value=""
        disabled={full}
        helperText={full ? t('reportGroupMax', { max: MAX_GROUPS }) : undefined}
        onChange={(e) => onChange(addGroup(groups, e.target.value))}
        slotProps={{ input: { startAdornment: <AddIcon fontSize="small" sx={{ mr: 1 }} /> } }}
      >
        {free.map((key) => (
          <MenuItem key={key.key} value={key.key}>
            {label(key.label)}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
};
