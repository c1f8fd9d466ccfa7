import type { Writable } from 'node:stream';
import type { AnalysisAnswer, AnalysisDefinition, Figures, MeasureKind } from '../../../../src/schemas/analytics';
import { DIMENSION_LABELS, measureKind } from '../../../../src/schemas/analytics';

const FORMATS: Record<MeasureKind, string> = { money: '#,##0.00', quantity: '#,##0.###', count: '0', percent: '0.00' };

/**
 * An analysis as .xlsx (exceljs' streaming writer, like the reports): one sheet with the groups,
 * each figure for the period and the previous one, and the total. Texts in Polish, the company's
 * language; the first rows name the analysis and both periods.
 */
export const writeAnalysisXlsx = async (stream: Writable, definition: AnalysisDefinition, answer: AnalysisAnswer, noneLabel = '(brak)'): Promise<void> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Zaplecze';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(definition.title.pl.slice(0, 31));
  sheet.columns = [
    { key: 'group', width: 40 },
    ...definition.measures.flatMap((m) => [
      { key: m.key, width: 16, style: { numFmt: FORMATS[measureKind(m)] } },
      { key: `${m.key}:previous`, width: 16, style: { numFmt: FORMATS[measureKind(m)] } },
    ]),
  ];
  const title = sheet.addRow({ group: definition.title.pl });
  title.font = { bold: true, size: 13 };
  title.commit();
  sheet.addRow({ group: `Okres: ${answer.period.dateFrom} – ${answer.period.dateTo}; poprzedni: ${answer.previousPeriod.dateFrom} – ${answer.previousPeriod.dateTo}` }).commit();
  const header = sheet.addRow({
    group: DIMENSION_LABELS[answer.groupBy].pl,
    ...Object.fromEntries(definition.measures.flatMap((m) => [[m.key, m.label.pl], [`${m.key}:previous`, `${m.label.pl} (poprzedni okres)`]])),
  });
  header.font = { bold: true };
  header.commit();
  const figures = (values: Figures, previous: Figures) => Object.fromEntries(definition.measures.flatMap((m) => [[m.key, values[m.key]], [`${m.key}:previous`, previous[m.key]]]));
  for (const row of answer.rows) sheet.addRow({ group: row.label ?? noneLabel, ...figures(row.values, row.previous) }).commit();
  const total = sheet.addRow({ group: 'Razem', ...figures(answer.total.values, answer.total.previous) });
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
};
