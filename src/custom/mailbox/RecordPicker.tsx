import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useDataProvider } from 'react-admin';
import { entityByName } from '../../schemas/registry';
import { useMailText } from './texts';
import type { OwnerType } from '../../dataProvider/mailbox';

/** The entity behind each record type mail is linked to. */
export const OWNER_ENTITY: Readonly<Record<OwnerType, string>> = { reclamation: 'reclamation', order: 'sales_order', customerRequest: 'customer_request', task: 'task' };

type Choice = { id: number; label: string };

const labelOf = (record: RaRecord, field: string): string => {
  const value = record[field];
  return typeof value === 'string' && value ? value : `#${record.id}`;
};

/** Records of a type found by their number (the list's search), ten at a time. */
const useRecordSearch = (type: OwnerType, text: string) => {
  const dataProvider = useDataProvider();
  const entity = entityByName(OWNER_ENTITY[type]);
  return useQuery({
    queryKey: ['mailbox', 'records', type, text],
    queryFn: async (): Promise<Choice[]> => {
      const { data } = await dataProvider.getList(entity.menu, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: text ? { q: text } : {} });
      return data.map((record) => ({ id: Number(record.id), label: labelOf(record, entity.recordRepresentation) }));
    },
  });
};

type Props = {
  open: boolean;
  title: string;
  types: readonly OwnerType[];
  busy?: boolean;
  onClose: () => void;
  onConfirm: (type: OwnerType, id: number) => void;
};

/** A dialog choosing one record (a reclamation, an offer request…): its type when several, then the record by number. */
export const RecordPicker = ({ open, title, types, busy = false, onClose, onConfirm }: Props) => {
  const { t } = useMailText();
  const titleId = useId();
  const [type, setType] = useState<OwnerType>(types[0]);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const found = useRecordSearch(type, text);
  useEffect(() => {
    if (open) {
      setType(types[0]);
      setChosen(null);
      setText('');
    }
  }, [open, types]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {types.length > 1 && (
          <TextField select size="small" label={t('recordType')} value={type} onChange={(e) => { setType(e.target.value as OwnerType); setChosen(null); }}>
            {types.map((option) => (
              <MenuItem key={option} value={option}>
                {t(option)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Autocomplete
          options={found.data ?? []}
          loading={found.isFetching}
          value={chosen}
          onChange={(_event, value) => setChosen(value)}
          onInputChange={(_event, value, reason) => reason === 'input' && setText(value)}
          filterOptions={(options) => options}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(option) => option.label}
          noOptionsText={t('noRecords')}
          renderInput={(params) => <TextField {...params} autoFocus size="small" label={t('pickRecord')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => chosen && onConfirm(type, chosen.id)}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
