import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Divider, Drawer, FormControl, FormControlLabel, FormLabel, IconButton, Radio, RadioGroup, Stack, Switch, Typography } from '@mui/material';
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

/** The settings sidebar's drawer: dark mode, the layout's type and width, the sidebar's theme and type. */
export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { settings, change, sidebarType } = useShellSettings();
  const forced = sidebarType !== settings.sidebarType;
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'shell-settings-title', sx: { width: { xs: '100%', sm: 320 } } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id="shell-settings-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.layoutSettings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.layoutSettings.close')}>
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
  );
};
