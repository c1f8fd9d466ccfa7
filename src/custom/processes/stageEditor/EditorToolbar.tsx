import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddBoxIcon from '@mui/icons-material/AddBox';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Divider, IconButton, Toolbar, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useBpText } from './texts';

export type EditorToolbarProps = {
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onAddStage: () => void;
  onAddCondition: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onLayout: () => void;
  onDryRun?: () => void;
};

/** An icon button with its name as a tooltip and an accessible label; the tooltip shows when it is disabled too. */
const IconAction = ({ title, icon, disabled, onClick }: { title: string; icon: ReactElement; disabled: boolean; onClick: () => void }) => (
  <Tooltip title={title}>
    <span>
      <IconButton aria-label={title} disabled={disabled} onClick={onClick}>
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

export const EditorToolbar = ({ readOnly, canUndo, canRedo, onAddStage, onAddCondition, onUndo, onRedo, onLayout, onDryRun }: EditorToolbarProps) => {
  const { t } = useBpText();
  return (
    <Toolbar variant="dense" disableGutters role="toolbar" aria-label={t('toolbar')} sx={{ gap: 1, flexWrap: 'wrap', px: 1 }}>
      <Button startIcon={<AddBoxIcon />} disabled={readOnly} onClick={onAddStage}>
        {t('addStage')}
      </Button>
      <Button startIcon={<CallSplitIcon />} disabled={readOnly} onClick={onAddCondition}>
        {t('addCondition')}
      </Button>
      <Divider orientation="vertical" flexItem />
      <IconAction title={t('undo')} icon={<UndoIcon />} disabled={readOnly || !canUndo} onClick={onUndo} />
      <IconAction title={t('redo')} icon={<RedoIcon />} disabled={readOnly || !canRedo} onClick={onRedo} />
      <Divider orientation="vertical" flexItem />
      <Button startIcon={<AccountTreeIcon />} disabled={readOnly} onClick={onLayout}>
        {t('autoLayout')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {onDryRun && (
        <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={onDryRun}>
          {t('dryRun')}
        </Button>
      )}
    </Toolbar>
  );
};
