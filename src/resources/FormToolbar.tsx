import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box } from '@mui/material';
import { Button, SaveButton, Toolbar, useNotify, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton';
import { useFormText } from './formTexts';

/**
 * A form screen's card lets its toolbar stick: MUI's card clips what overflows it, which would
 * keep a sticky toolbar from leaving the card's flow. Set on `<Create>` and `<Edit>`.
 */
export const stickyFormCard = { '& .RaCreate-card, & .RaEdit-card': { overflow: 'visible' } } as const;

/** A form's toolbar at the bottom of the window while its form reaches below it (with `stickyFormCard`). */
export const stickyToolbar = { position: 'sticky', bottom: 0, zIndex: 2, gap: 1, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;

/**
 * The toolbar of every form: Save (stays on the screen, or goes where the screen says), Save and
 * close (back to the list), Cancel (back to the list, nothing saved) and, on an existing record,
 * a delete that asks first. It sticks to the bottom of the window, so a long form is saved from
 * wherever it is scrolled to.
 */
export const FormToolbar = ({ deletable = true }: { deletable?: boolean }) => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const redirect = useRedirect();
  const notify = useNotify();
  const { t } = useFormText();
  const toList = () => redirect('list', resource);
  return (
    <Toolbar
      role="toolbar"
      sx={stickyToolbar}
    >
      <SaveButton />
      <SaveButton
        label={t('saveAndClose')}
        icon={<DoneAllIcon />}
        variant="outlined"
        type="button"
        mutationOptions={{
          onSuccess: () => {
            notify(record?.id !== undefined ? 'ra.notification.updated' : 'ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
            toList();
          },
        }}
      />
      <Button label="ra.action.cancel" onClick={toList}>
        <CloseIcon />
      </Button>
      <Box sx={{ flex: 1 }} />
      {deletable && record?.id !== undefined && <ConfirmedDeleteButton />}
    </Toolbar>
  );
};
