import type { GroupRow, ReportAnswer } from '../../../../src/schemas/reports';
import { levelOf } from './rollup';

const prefixKey = (values: readonly unknown[]) => JSON.stringify(values);

/**
 * The group rows of every level in tree order: each row followed by its sub-groups (the rows one
 * level down whose values start with its own). Pure; used by the spreadsheet's "Grupy" sheet.
 */
export const groupTree = (result: Pick<ReportAnswer, 'group0' | 'group1' | 'group2' | 'group3' | 'group4' | 'group5' | 'group6'>): GroupRow[] => {
  const levels = [result.group0, result.group1, result.group2, result.group3, result.group4, result.group5, result.group6];
  const children = new Map<string, GroupRow[]>();
  for (const level of levels.slice(1)) {
    for (const row of level) {
      const key = `${levelOf(row)}:${prefixKey(row.values.slice(0, -1))}`;
      const list = children.get(key) ?? [];
      list.push(row);
      children.set(key, list);
    }
  }
  const out: GroupRow[] = [];
  const walk = (rows: readonly GroupRow[]) => {
    for (const row of rows) {
      out.push(row);
      walk(children.get(`${levelOf(row) + 1}:${prefixKey(row.values)}`) ?? []);
    }
  };
  walk(levels[0]);
  return out;
};
