import type { ReportResult } from './reportModel';

/** A report result for tests: nothing found, no grouping, unless `over` says otherwise. */
export const reportResult = (over: Partial<ReportResult> = {}): ReportResult => ({
  recordsDetail: [],
  group0: [],
  group1: [],
  group2: [],
  group3: [],
  group4: [],
  group5: [],
  group6: [],
  groups: [],
  total: { countRows: 0, amount: 0 },
  truncated: false,
  detailLimit: 100_000,
  ...over,
});
