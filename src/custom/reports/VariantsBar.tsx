import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { Variant } from '../../dataProvider/reports';
import { useText } from './texts';

type Props = {
  variants: Variant[];
  selected?: number;
  busy: boolean;
  onSelect: (variant: Variant | undefined) => void;
  onSave: (variant: Variant) => void;
  onSaveAs: (name: string) => Promise<boolean>;
  onDelete: (variant: Variant) => void;
};

/** Saved variants of the report: pick one, save over it, save as a new one, delete (with confirmation). */
export const VariantsBar = ({ variants, selected, busy, onSelect, onSave, onSaveAs, onDelete }: Props) => {
  const translate = useTranslate();
  const { t } = useText();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const current = variants.find((v) => v.id === selected);
  const submit = async () => {
    if (name.trim() && (await onSaveAs(name.trim()))) setNaming(false);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t('reportVariant')}
        value={selected ?? ''}
        onChange={(e) => onSelect(variants.find((v) => v.id === Number(e.target.value)))}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">
          <em>{t('reportVariantNone')}</em>
        </MenuItem>
        {variants.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" startIcon={<SaveIcon />} disabled={!current || busy} onClick={() => current && onSave(current)}>
        {t('reportVariantSave')}
      </Button>
      <Button
        size="small"
        disabled={busy}
        onClick={() => {
          setName(current ? `${current.name} (2)` : '');
          setNaming(true);
        }}
      >
        {t('reportVariantSaveAs')}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={!current || busy} onClick={() => setConfirming(true)}>
        {t('reportVariantDelete')}
      </Button>
      <Dialog open={naming} onClose={() => setNaming(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('reportVariantSaveAs')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('reportVariantName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit();
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!name.trim() || busy} onClick={() => void submit()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        title={t('reportVariantDeleteConfirm', { name: current?.name ?? '' })}
        content={t('deleteContent')}
        onConfirm={() => {
          setConfirming(false);
          if (current) onDelete(current);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
