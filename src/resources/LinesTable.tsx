import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { RecordContextProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { LineValueField, LinesField } from '../schemas/core';
import { useFormText } from './formTexts';

type Props = {
  source: string;
  field: LinesField;
  /** How a line's value is shown (the field registry's, handed down by it). */
  cellOf: (source: string, line: LineValueField) => ReactElement;
  label?: string;
};

export const lineNumber = (index: number) => `${index + 1}.`;

/** A record's lines in its detail view: a numbered read-only table, the line fields as columns. */
export const LinesTable = ({ source, field, cellOf }: Props) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useFormText();
  const rows = (useRecordContext()?.[source] ?? []) as RaRecord[];
  if (rows.length === 0) return <span>{t('noLines')}</span>;
  const columns = Object.entries(field.fields);
  // A narrow window scrolls the table sideways inside the view, never the page.
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`resources.${resource}.fields.${source}`)}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            {columns.map(([key]) => (
              <TableCell key={key}>{translate(`resources.${resource}.lines.${source}.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <RecordContextProvider key={String(row.id ?? index)} value={row}>
              <TableRow>
                <TableCell>{lineNumber(index)}</TableCell>
                {columns.map(([key, line]) => (
                  <TableCell key={key}>{cellOf(key, line)}</TableCell>
                ))}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
