import { Box, Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { SHORTCUTS } from './commandPalette';

const Keys = ({ keys }: { keys: readonly string[] }) => (
  <>
    {keys.map((key, i) => (
      <Fragment key={key}>
        {i > 0 && ' + '}
        <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontSize: '0.85em', bgcolor: 'action.hover' }}>
          {key}
        </Box>
      </Fragment>
    ))}
  </>
);

/** The list of keys (`?`), a dialog. */
export const ShortcutsHelp = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.label}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={s.keys} />
                </TableCell>
                <TableCell>{translate(s.label)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
};

