import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One field of a comparison: its label and its two values as shown. */
export type ComparedField = { field: string; label: ReactNode; before: ReactNode; after: ReactNode };

/**
 * Two states of a record side by side, field by field (two versions, the form against the saved
 * record); `empty` when nothing differs. Closed by its button or Escape.
 */
export const ComparisonDialog = ({ id, title, headers, rows, empty, onClose }: { id: string; title: ReactNode; headers: readonly [ReactNode, ReactNode, ReactNode]; rows: readonly ComparedField[] | null; empty: ReactNode; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={rows !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        {rows?.length === 0 ? (
          <Typography>{empty}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {headers.map((header, index) => (
                  <TableCell key={index}>{header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell>{row.before}</TableCell>
                  <TableCell>{row.after}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
