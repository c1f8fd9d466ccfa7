import { PassThrough } from 'node:stream';
import type { Writable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DataField, EntityDef, Locale } from '../../src/schemas/core';
import { L, labelText, listFields, portalMoment } from '../../src/schemas/core';
import { entityByName } from '../../src/schemas/registry';
import { anyRightOf } from '../auth/access';
import type { Db } from '../db/connection';
import { entityTable } from '../db/tables';
import { badRequest, requestLocale } from '../http';
import type { HookRegistry } from './entityHooks';
import { entityOperations, GENERIC_ENTITIES, genericEntityOf, genericEntityParams } from './entityRoutes';
import { warsawToday } from './today';

type Row = Record<string, unknown>;

/** At most this many records go into one export. */
export const EXPORT_LIMIT = 100_000;
/** Records are read this many at a time while the file streams. */
const PAGE = 1000;

const YES_NO = { yes: L('Tak', 'Yes', 'Ja', 'Oui'), no: L('Nie', 'No', 'Nein', 'Non') };
/** The types a column of an export may have: one value each (not lines, passwords or JSON). */
const EXPORTABLE = new Set(['text', 'longText', 'number', 'money', 'boolean', 'date', 'datetime', 'select', 'reference', 'uuid', 'nip', 'id']);

/** A cell as a spreadsheet shows it: text, a number (money with two decimals), a day. */
export type Cell = { text: string } | { number: number; money?: boolean } | { day: string } | null;

/** A value as the portal shows it: a choice by its label, a reference by its record's name, yes or no, a moment in Polish time. */
export const shownCell = (field: DataField | { type: 'id' }, value: unknown, locale: Locale, names?: ReadonlyMap<unknown, string>): Cell => {
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'select': {
      const option = field.options.find((o) => String(o.id) === String(value));
      return { text: option ? labelText(option.label, locale) : String(value) };
    }
    case 'reference':
      return { text: names?.get(Number(value)) ?? String(value) };
    case 'boolean':
      return { text: labelText(value ? YES_NO.yes : YES_NO.no, locale) };
    case 'money':
      return { number: Number(value), money: true };
    case 'number':
    case 'id':
      return { number: Number(value) };
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? { day: String(value) } : { text: String(value) };
    case 'datetime':
      return { text: portalMoment(value instanceof Date ? value : new Date(String(value))) };
    default:
      return { text: String(value) };
  }
};

/** A text cell a spreadsheet would take as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first) is written after an apostrophe, as the text it is. */
export const inertText = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One CSV field (`;`-separated, as Polish spreadsheets read them): money with a decimal comma in Polish, a day as DD.MM.YYYY, text safe from formulas and quoted when it must be. */
export const csvField = (cell: Cell, locale: Locale): string => {
  if (cell === null) return '';
  if ('number' in cell) {
    const text = cell.money ? cell.number.toFixed(2) : String(cell.number);
    return locale === 'en' ? text : text.replace('.', ',');
  }
  if ('day' in cell) return cell.day.split('-').reverse().join('.');
  const text = inertText(cell.text);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const fileQuery = z.object({
  filter: z.string().max(20_000).optional(),
  sort: z.string().max(100).optional(),
  order: z.string().max(4).optional(),
  columns: z.string().max(5_000).optional().meta({ description: 'The columns, by field name, comma-separated, in order; default the list\'s.' }),
});

/** A list's export as it streams: the header and then each page of rows, written as they come. */
type Sink = { header: (labels: string[]) => void; rows: (cells: Cell[][]) => void; end: (note?: string) => Promise<void> };

const csvSink = (stream: Writable, locale: Locale): Sink => {
  stream.write('\uFEFF');
  const line = (fields: string[]) => stream.write(`${fields.join(';')}\r\n`);
  return {
    header: (labels) => line(labels.map((label) => csvField({ text: label }, locale))),
    rows: (cells) => {
      for (const row of cells) line(row.map((cell) => csvField(cell, locale)));
    },
    end: async (note) => {
      if (note) line([csvField({ text: note }, locale)]);
      stream.end();
    },
  };
};

const xlsxSink = async (stream: Writable, sheetName: string): Promise<Sink> => {
  // Loaded at the first export, not at every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Zaplecze';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  return {
    header: (labels) => {
      sheet.columns = labels.map((label) => ({ header: label, width: Math.min(40, Math.max(10, label.length + 4)) }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
    },
    rows: (cells) => {
      for (const row of cells) {
        const added = sheet.addRow(row.map((cell) => (cell === null ? null : 'number' in cell ? cell.number : 'day' in cell ? new Date(`${cell.day}T00:00:00Z`) : cell.text)));
        // A text is a text: exceljs writes a string as a string, never as a formula.
        row.forEach((cell, i) => {
          if (cell && 'number' in cell && cell.money) added.getCell(i + 1).numFmt = '#,##0.00';
          if (cell && 'day' in cell) added.getCell(i + 1).numFmt = 'dd.mm.yyyy';
        });
        added.commit();
      }
    },
    end: async (note) => {
      if (note) {
        const row = sheet.addRow([note]);
        row.font = { italic: true };
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
    },
  };
};

/** The names of the records a page's references point to, per reference field. */
const referenceNames = async (db: Db, entity: EntityDef, columns: readonly string[], rows: readonly Row[]) => {
  const names = new Map<string, Map<unknown, string>>();
  for (const key of columns) {
    const field = entity.fields[key];
    if (field?.type !== 'reference') continue;
    const ids = [...new Set(rows.map((row) => row[key]).filter((id) => id !== null && id !== undefined).map(Number))];
    const target = entityByName(field.target);
    const table = entityTable(target.name);
    const found = ids.length > 0 ? await db.select({ id: table.id, name: table[target.recordRepresentation] }).from(table).where(inArray(table.id, ids)) : [];
    names.set(key, new Map(found.map((row) => [Number(row.id), String(row.name ?? row.id)])));
  }
  return names;
};

/**
 * A list as a file, what the list shows (issue "Data entry at speed" §5): `GET
 * /api/export/{entity}.xlsx` and `.csv` with the list's `filter`, `sort`, `order` and `columns`
 * (field names, comma-separated; default the list's columns). Values are as the portal shows them:
 * choices by their labels, references by their records' names, days DD.MM.YYYY, money with two
 * decimals, moments in Polish time; the CSV is `;`-separated UTF-8 with a BOM, and no text can
 * be taken for a formula. The file streams, read a thousand records at a time; `X-Total-Count`
 * says how many records it holds (at most 100,000; a last line says when the list had more).
 */
export const exportRoutes = (hooks: HookRegistry) => async (app: FastifyInstance) => {
  const { db } = app;
  const readSome = anyRightOf(GENERIC_ENTITIES, 'read');

  for (const format of ['xlsx', 'csv'] as const) {
    const contentType = format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8';
    app.get(
      `/api/export/:entity.${format}`,
      { config: readSome, schema: { tags: ['export'], summary: `A list (its filter, sort and columns) as ${format === 'xlsx' ? 'a workbook' : 'CSV'}`, params: genericEntityParams, querystring: fileQuery, answer: { file: [contentType.split(';')[0]] } } },
      async (request: FastifyRequest, reply) => {
        const entity = genericEntityOf(request, 'read');
        const query = fileQuery.safeParse(request.query ?? {});
        if (!query.success) throw badRequest([{ path: 'query', code: 'invalid' }]);
        const { columns: wanted, ...list } = query.data;
        const columns = wanted !== undefined ? wanted.split(',').map((key) => key.trim()).filter(Boolean) : listFields(entity).filter((key) => entity.fields[key].type !== 'id' || key === 'id');
        const unknown = columns.flatMap((key, i) => (key in entity.fields && EXPORTABLE.has(entity.fields[key].type) ? [] : [{ path: `columns.${i}`, code: 'invalid' as const }]));
        if (columns.length === 0 || unknown.length > 0) throw badRequest(unknown.length > 0 ? unknown : [{ path: 'columns', code: 'required' }]);
        const locale = requestLocale(request);
        const operations = entityOperations(entity, hooks.get(entity.name));
        const pageOf = async (page: number) => (await operations.list(db, request, { ...list, page, limit: PAGE })) as { rows: Row[]; count: number };
        const cellsOf = async (rows: Row[]) => {
          const names = await referenceNames(db, entity, columns, rows);
          return rows.map((row) => columns.map((key) => shownCell(entity.fields[key] as DataField, row[key], locale, names.get(key))));
        };

        // The first page is read before anything is sent: a bad filter is still an ordinary JSON error.
        const first = await pageOf(1);
        const total = Math.min(first.count, EXPORT_LIMIT);
        const stream = new PassThrough();
        const write = async () => {
          const sink = format === 'xlsx' ? await xlsxSink(stream, labelText(entity.label.many, locale)) : csvSink(stream, locale);
          sink.header(columns.map((key) => labelText(entity.fields[key].label ?? L('Id', 'Id', 'Id', 'Id'), locale)));
          sink.rows(await cellsOf(first.rows));
          for (let page = 2; (page - 1) * PAGE < total; page++) sink.rows(await cellsOf((await pageOf(page)).rows));
          await sink.end(first.count > EXPORT_LIMIT ? labelText(L(`Lista obcięta do ${EXPORT_LIMIT} z ${first.count} rekordów.`, `List cut to ${EXPORT_LIMIT} of ${first.count} records.`, `Liste auf ${EXPORT_LIMIT} von ${first.count} Datensätzen gekürzt.`, `Liste réduite à ${EXPORT_LIMIT} sur ${first.count} enregistrements.`), locale) : undefined);
        };
        write().catch((error: unknown) => {
          request.log.error(error);
          stream.destroy(error as Error);
        });
        return reply
          .header('content-type', contentType)
          .header('content-disposition', `attachment; filename="${entity.name}-${warsawToday()}.${format}"`)
          .header('x-total-count', String(total))
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  }
};
