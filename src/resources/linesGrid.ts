import type { LineValueField, LinesField } from '../schemas/core';
import { typedDay, typedNumber } from '../schemas/core';

type Line = Record<string, unknown>;

/**
 * The pure half of a record's lines grid (`LinesInput`): its columns, how a typed or pasted text
 * becomes a line's value, and moving lines. The grid itself draws and keys; this is what it decides.
 */

/** A column's width: texts and references wide, numbers, dates, flags and choices narrow (unless the schema says). */
export const columnWidth = (field: LineValueField): 'wide' | 'narrow' =>
  field.width ?? (['number', 'money', 'date', 'datetime', 'boolean', 'select', 'nip'].includes(field.type) ? 'narrow' : 'wide');

/** The line fields a grid offers, in schema order, and those it starts with hidden (`hiddenByDefault`). */
export const lineColumns = (field: LinesField): { all: string[]; hidden: string[] } => {
  const all = Object.keys(field.fields);
  return { all, hidden: all.filter((key) => field.fields[key].hiddenByDefault === true) };
};

/** Whether a cell is typed into: a value a save writes (not a sum the server computes, nor a structure another screen edits). */
export const cellEditable = (field: LineValueField): boolean => !field.readOnly && field.type !== 'json';

/**
 * A block copied from a spreadsheet: rows by line, cells by tab; a cell in quotes may hold tabs,
 * line breaks and doubled quotes (as spreadsheets copy them). The trailing line break is no row.
 */
export const parseBlock = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      i++;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') endCell();
    else if (char === '\n' || char === '\r') {
      endCell();
      rows.push(row);
      row = [];
      if (char === '\r' && text[i + 1] === '\n') i++;
    } else cell += char;
    i++;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
};

const TRUE = new Set(['tak', 'yes', 'ja', 'oui', 'true', '1', 'x', 't', 'y', '✓']);
const FALSE = new Set(['nie', 'no', 'nein', 'non', 'false', '0', 'n', '', '-', '—']);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day as typed (`typedDay`: DD.MM.YYYY or YYYY-MM-DD), with HH:mm after it for a point in time;
 * as the API takes it (YYYY-MM-DD, YYYY-MM-DDTHH:mm), or undefined when it is no such day.
 */
export const parseDay = (text: string, withTime: boolean): string | undefined => {
  const match = /^(\S+?)(?:[ T](\d{1,2}):(\d{2}))?$/.exec(text);
  if (!match || (match[2] !== undefined && !withTime)) return undefined;
  const day = typedDay(match[1]);
  const [hour, minute] = match[2] !== undefined ? [Number(match[2]), Number(match[3])] : [0, 0];
  if (!day || hour > 23 || minute > 59) return undefined;
  return withTime ? `${day}T${pad(hour)}:${pad(minute)}` : day;
};

/** What a text means for a cell that is not a reference: its value, or the code of the problem. */
export type Parsed = { value: unknown } | { problem: 'notNumber' | 'notDate' | 'notChoice' | 'notFlag' };

/**
 * A typed or pasted text as a line field's value: numbers as people write them, days as DD.MM.YYYY
 * (or YYYY-MM-DD), a choice by its label in the user's language or its code, a flag as tak/nie.
 * Empty text is no value. References are matched by the grid, which asks the server.
 */
export const parseCell = (field: LineValueField, text: string, choices: readonly { id: unknown; name: string }[] = []): Parsed => {
  const trimmed = text.trim();
  switch (field.type) {
    case 'number':
    case 'money': {
      if (trimmed === '') return { value: null };
      const n = typedNumber(trimmed);
      return n === undefined ? { problem: 'notNumber' } : { value: n };
    }
    case 'date':
    case 'datetime': {
      if (trimmed === '') return { value: null };
      const day = parseDay(trimmed, field.type === 'datetime');
      return day ? { value: day } : { problem: 'notDate' };
    }
    case 'select': {
      if (trimmed === '') return { value: null };
      const lower = trimmed.toLowerCase();
      const choice = choices.find((c) => c.name.toLowerCase() === lower) ?? choices.find((c) => String(c.id).toLowerCase() === lower);
      return choice ? { value: choice.id } : { problem: 'notChoice' };
    }
    case 'boolean': {
      const lower = trimmed.toLowerCase();
      if (TRUE.has(lower)) return { value: true };
      if (FALSE.has(lower)) return { value: false };
      return { problem: 'notFlag' };
    }
    default:
      return { value: trimmed === '' ? null : text };
  }
};

/** The lines with the one at `from` moved to `to` (both kept within the lines). */
export const moveLine = <T>(lines: readonly T[], from: number, to: number): T[] => {
  const target = Math.max(0, Math.min(lines.length - 1, to));
  if (from === target || from < 0 || from >= lines.length) return [...lines];
  const next = [...lines];
  const [line] = next.splice(from, 1);
  next.splice(target, 0, line);
  return next;
};

/** Whether two lines read the same in a row (a grid row redraws only when its own line changed). */
export const sameLine = (a: Line | undefined, b: Line | undefined, keys: readonly string[]): boolean => {
  if (a === b) return true;
  if (!a || !b) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    return x === y || (typeof x === 'object' && x !== null && typeof y === 'object' && y !== null && JSON.stringify(x) === JSON.stringify(y));
  });
};
