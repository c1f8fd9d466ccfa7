import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Divider, Drawer, FormControl, FormControlLabel, FormLabel, IconButton, Radio, RadioGroup, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ShellSettings } from '../../schemas/shellSettings';
import { LAYOUT_TYPES, LAYOUT_WIDTHS, SIDEBAR_THEMES, SIDEBAR_TYPES } from '../../schemas/shellSettings';
import { useShellSettings } from './ShellSettingsProvider';

type ChoiceKey = 'layoutType' | 'layoutWidth' | 'sidebarTheme' | 'sidebarType';

const Choice = ({ name, values }: { name: ChoiceKey; values: readonly string[] }) => {
  const translate = useTranslate();
  const { settings, change } = useShellSettings();
  const labelId = `shell-setting-${name}`;
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(`app.layoutSettings.${name}`)}
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} name={name} value={settings[name]} onChange={(event) => change({ [name]: event.target.value } as Partial<ShellSettings>)}>
        {values.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={translate(`app.layoutSettings.${value}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

/** The settings sidebar (spec §2): a right-hand drawer with the shell's preferences, opened from the top bar. */
export const SettingsSidebar = () => {
  const translate = useTranslate();
  const { settings, change, sidebarType } = useShellSettings();
  const [open, setOpen] = useState(false);
  const label = translate('app.layoutSettings.open');
  const forced = sidebarType !== settings.sidebarType;
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={label} aria-haspopup="dialog" aria-expanded={open}>
          <TuneIcon />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'shell-settings-title', sx: { width: { xs: '100%', sm: 320 } } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id="shell-settings-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.layoutSettings.title')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={translate('app.layoutSettings.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Stack spacing={2} sx={{ p: 2, overflowY: 'auto' }}>
          <FormControlLabel control={<Switch checked={settings.darkMode} onChange={(event) => change({ darkMode: event.target.checked })} />} label={translate('app.layoutSettings.darkMode')} />
          <Choice name="layoutType" values={LAYOUT_TYPES} />
          <Choice name="layoutWidth" values={LAYOUT_WIDTHS} />
          <Choice name="sidebarTheme" values={SIDEBAR_THEMES} />
          <Choice name="sidebarType" values={SIDEBAR_TYPES} />
          {forced && <Alert severity="info">{translate('app.layoutSettings.forcedCondensed')}</Alert>}
        </Stack>
      </Drawer>
    </>
  );
};
