import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ANALYSES, SOURCE_DIMENSIONS, SOURCE_MEASURES, sourcesOf } from '../../../../src/schemas/analytics';
import { recordsQuery, sourceQuery } from './query';
import { SOURCES } from './sources';

const dialect = new PgDialect();
const render = (query: SQL) => dialect.sqlToQuery(query);
const MARCH = { dateFrom: '2026-03-01', dateTo: '2026-03-31' };

describe('analysis queries', () => {
  it('group a source and total it in one statement, in integer units', () => {
    const { sql, params } = render(sourceQuery('orderLines', 'customer', MARCH, undefined));
    expect(sql).toMatch(/^SELECT GROUPING\("sales_order"\."customer_id"\)::int AS total, "sales_order"\."customer_id"::text AS key, "customer"\."name" AS label, /);
    expect(sql).toContain('GROUP BY GROUPING SETS (("sales_order"."customer_id", "customer"."name"), ())');
    // Money summed as numeric and scaled to grosze once; quantities to thousandths; orders counted once.
    expect(sql).toContain('coalesce(round(sum("sales_order_product"."sum_netto") * 100), 0)::bigint AS "netto"');
    expect(sql).toContain('coalesce(round(sum(round("sales_order_product"."quantity"::numeric, 3)) * 1000), 0)::bigint AS "quantity"');
    expect(sql).toContain('count(DISTINCT "sales_order"."id")::bigint AS "orders"');
    // The period's days in Poland: from its first midnight there to the midnight after its last day.
    expect(sql).toContain(`"sales_order"."created_at" >= ($1::date)::timestamp AT TIME ZONE 'Europe/Warsaw' AND "sales_order"."created_at" < (($2::date + 1))::timestamp AT TIME ZONE 'Europe/Warsaw'`);
    expect(params.slice(0, 2)).toEqual(['2026-03-01', '2026-03-31']);
    expect(sql).not.toContain('ANY(');
  });

  it('group by month as the first day of the month in Poland, written YYYY-MM', () => {
    const { sql } = render(sourceQuery('deliveryLines', 'month', MARCH, undefined));
    expect(sql).toContain(`to_char(date_trunc('month', "delivery_document"."created_at" AT TIME ZONE 'Europe/Warsaw')::date, 'YYYY-MM') AS key`);
    const costs = render(sourceQuery('reclamationCosts', 'month', MARCH, undefined)).sql;
    expect(costs).toContain(`"reclamation_cost"."cost_date" BETWEEN $1::date AND $2::date`);
  });

  it('limit a client user to its customers, and to nothing with none', () => {
    const scoped = render(sourceQuery('reclamationCosts', 'costArticle', MARCH, [4, 9]));
    expect(scoped.sql).toContain('"reclamation"."customer" = ANY($3::int[])');
    expect(scoped.params[2]).toBe('{4,9}');
    expect(render(sourceQuery('reclamationCosts', 'costArticle', MARCH, [])).sql).toContain('AND false');
  });

  it('find the records behind a group, or behind no value', () => {
    const one = render(recordsQuery('orderLines', 'product', MARCH, undefined, '12', 501));
    expect(one.sql).toMatch(/^SELECT DISTINCT "sales_order"\."id" AS id FROM /);
    expect(one.sql).toContain('"sales_order_product"."product_id"::text = $');
    expect(one.sql).toMatch(/ORDER BY 1 DESC LIMIT \$\d+$/);
    expect(one.params).toEqual(expect.arrayContaining(['12', 501]));
    expect(render(recordsQuery('reclamationCosts', 'salesPoint', MARCH, undefined, null, 501)).sql).toContain('"reclamation"."sales_point"::text IS NULL');
  });

  it('every source sums what its definitions name and groups as they say', () => {
    for (const [source, measures] of Object.entries(SOURCE_MEASURES) as [keyof typeof SOURCES, Record<string, string>][]) {
      expect(Object.keys(SOURCES[source].sums).sort()).toEqual(Object.keys(measures).sort());
      expect(Object.keys(SOURCES[source].dimensions).sort()).toEqual(SOURCE_DIMENSIONS[source].filter((d) => d !== 'month').sort());
    }
    for (const analysis of ANALYSES) for (const source of sourcesOf(analysis)) for (const d of analysis.dimensions) expect(() => sourceQuery(source, d, MARCH, undefined)).not.toThrow();
  });
});
