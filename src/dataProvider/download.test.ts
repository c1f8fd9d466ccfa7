import { expect, it } from 'vitest';
import { fileNameOf } from './download';

it('reads the file name of a Content-Disposition header', () => {
  expect(fileNameOf('attachment; filename="raport-reklamacji-2025-03-04.xlsx"', 'x.xlsx')).toBe('raport-reklamacji-2025-03-04.xlsx');
  expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
});
