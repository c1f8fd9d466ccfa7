import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../../../src/schemas/reports';
import { orderListReport, reclamationReport } from '../../../../src/schemas/reports';
import { detailQuery, dictionaryOf, labelsQuery, leafGroupsQuery } from './report';
import { detailColumns } from './reportXlsx';

/** The engine's SQL as node-postgres gets it: the statements are built from the definition alone. */
const dialect = new PgDialect();
const render = (query: SQL) => dialect.sqlToQuery(query);
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the grouping query', () => {
  it('groups on the keys’ values and sums money as numeric, sent as whole grosze', () => {
    const { sql } = render(leafGroupsQuery(orderListReport, { filter: {}, groups: ['customer', 'status', 'month'] }, undefined));
    const text = flat(sql);
    // The month grouped on its first local instant, written 'YYYY-MM' once per group.
    expect(text).toContain('SELECT "sales_order"."customer_id" AS "k0", "sales_order"."status" AS "k1", date_trunc(\'month\', ("sales_order"."created_at" AT TIME ZONE \'Europe/Warsaw\')::timestamp) AS "k2"');
    expect(text).toMatch(/^SELECT g\."k0" AS "k0", g\."k1" AS "k1", to_char\(g\."k2", 'YYYY-MM'\) AS "k2", g\.c, g\."s0", g\."s1", g\."s2" FROM/);
    // The sum is numeric (exact); only its whole number of grosze travels as a float8.
    expect(text).toContain('(coalesce(sum("sales_order"."sum_brutto"), 0) * 100)::float8 AS "s0", (coalesce(sum("sales_order"."sum_vat"), 0) * 100)::float8 AS "s1", (coalesce(sum("sales_order"."sum_netto"), 0) * 100)::float8 AS "s2"');
    expect(text).not.toMatch(/sum\([^)]*float|::float8\)|double|real/);
    expect(text).toContain('GROUP BY 1, 2, 3');
    // The customer ranked by name in its dictionary; the status by the options' order, in the query.
    expect(text).toContain('row_number() OVER (ORDER BY "customer"."name" ASC NULLS LAST, "customer"."id" ASC)');
    // Integer literals as ranks, so the sort compares integers, not collated text.
    expect(text).toMatch(/ORDER BY "rank0"\.o ASC NULLS LAST, \(CASE g\."k1" WHEN \$1 THEN 0 WHEN \$2 THEN 1 .* WHEN \$6 THEN 5 END\) ASC NULLS LAST, \(CASE g\."k1" WHEN \$7 THEN NULL.* ELSE g\."k1" END\) ASC NULLS LAST, g\."k2" ASC NULLS LAST$/);
  });

  it('without keys is one row, the total', () => {
    const { sql } = render(leafGroupsQuery(reclamationReport, { filter: {}, groups: [] }, undefined));
    expect(flat(sql)).toBe('SELECT count(*)::int AS c, (coalesce(sum("reclamation"."amount"), 0) * 100)::float8 AS "s0" FROM "reclamation"');
  });

  it('applies the filters, the group asked within and a client’s customers, all as parameters', () => {
    const body = {
      filter: {
        status: { inUse: true, value: ['NEW'] },
        createdAt: { inUse: true, periodType: 1, dateFrom: '2025-01-01', dateTo: '2025-01-31' },
        deliveryDate: { inUse: true, periodType: 0, dateFrom: '2025-03-10' },
        markedToDelete: { inUse: true, value: false },
      },
      groups: ['month', 'status'],
      within: ['2025-01', null],
    };
    const { sql, params } = render(leafGroupsQuery(orderListReport, body, [7, 9]));
    const text = flat(sql);
    expect(text).toContain('"sales_order"."status" IN ($1)');
    // Local days as points in time: the column itself is compared, so an index could serve.
    expect(text).toContain('"sales_order"."created_at" >= ($2::date::timestamp AT TIME ZONE \'Europe/Warsaw\') AND "sales_order"."created_at" < (($3::date + 1)::timestamp AT TIME ZONE \'Europe/Warsaw\')');
    expect(text).toContain('"sales_order"."delivery_date" BETWEEN $4::date AND $5::date');
    expect(text).toContain('"sales_order"."marked_to_delete" = $6');
    expect(text).toContain('date_trunc(\'month\', ("sales_order"."created_at" AT TIME ZONE \'Europe/Warsaw\')::timestamp) = to_date($7::text, \'YYYY-MM\')::timestamp');
    expect(text).toContain('"sales_order"."status" IS NULL');
    expect(text).toContain('"sales_order"."customer_id" IN ($8, $9)');
    expect(params.slice(0, 9)).toEqual(['NEW', '2025-01-01', '2025-01-31', '2025-03-10', '2025-03-10', false, '2025-01', 7, 9]);
  });

  it('shows a client user nothing of a report whose source has no customer', () => {
    // A definition whose source names no customer column.
    const { customerScope: _scope, ...unscoped } = orderListReport;
    const staffOnly: ReportDefinition = unscoped;
    expect(flat(render(leafGroupsQuery(staffOnly, { filter: {}, groups: [] }, [1])).sql)).toContain('WHERE false');
    expect(flat(render(leafGroupsQuery(orderListReport, { filter: {}, groups: [] }, [])).sql)).toContain('WHERE false');
  });
});

describe('the detail query', () => {
  it('picks the page on narrow rows, then joins each label under its own alias and the lines’ codes', () => {
    const { sql } = render(detailQuery(reclamationReport, { filter: {}, groups: ['status'] }, undefined, 2000));
    const text = flat(sql);
    expect(text).toMatch(/^ ?WITH top AS \( SELECT "reclamation"\."id" AS id, "rank0"\.o AS "s0", "reclamation"\."number" AS "s1", "reclamation"\."id" AS "s2"/);
    expect(text).toContain('LIMIT $1');
    expect(text).toContain('LEFT JOIN "reclamation_status" "d4" ON "d4".id = "reclamation"."status"');
    expect(text).toContain('"d14"."description" AS "_reclamation_reason"');
    expect(text).toContain('string_agg("reclamation_subject"."code", \', \' ORDER BY "reclamation_item"."possition_index", "reclamation_item"."id")');
    expect(text).toContain('json_build_array("reclamation"."status") AS "groupValues"');
  });

  it('answers the order list’s columns: numberStr as the number, local creation time, labels of customer, author and currency', () => {
    const text = flat(render(detailQuery(orderListReport, { filter: {}, groups: [] }, undefined, 10)).sql);
    expect(text).toContain('"sales_order"."number_str" AS "number"');
    expect(text).toContain('to_char("sales_order"."created_at" AT TIME ZONE \'Europe/Warsaw\', \'YYYY-MM-DD"T"HH24:MI:SS\') AS "createdAt"');
    expect(text).toContain('"d2"."name" AS "_customer"');
    expect(text).toContain('LEFT JOIN "users" "d3" ON "d3".id = "sales_order"."author"');
    expect(text).toContain('"sales_order"."sum_brutto"::text AS "sumBrutto"');
    expect(text).toContain('"sales_order"."created_at" AS "s0", "sales_order"."id" AS "s1"');
    expect(text).toContain("'[]'::json AS \"groupValues\"");
  });
});

describe('labels and spreadsheet columns', () => {
  it('reads labels only for keys with an entity, by their ids', () => {
    expect(dictionaryOf(orderListReport, 'author')).toBe('user');
    expect(dictionaryOf(orderListReport, 'status')).toBeUndefined();
    expect(dictionaryOf(orderListReport, 'month')).toBeUndefined();
    const { sql, params } = render(labelsQuery('terms_of_payment', [1, 2]));
    expect(flat(sql)).toBe('SELECT "terms_of_payment"."id" AS id, "terms_of_payment"."description" AS label FROM "terms_of_payment" WHERE "terms_of_payment"."id" = ANY($1::int[])');
    expect(params).toEqual([[1, 2]]);
  });

  it('heads the detail sheet with the shown columns in Polish, a reference or select by its label', () => {
    expect(detailColumns(orderListReport).map((c) => [c.header, c.key, c.kind])).toEqual([
      ['Lp.', 'lineNumber', 'int'],
      ['Numer', 'number', 'text'],
      ['Data utworzenia', 'createdAt', 'datetime'],
      ['Klient', '_customer', 'text'],
      ['Autor', '_author', 'text'],
      ['Waluta', '_currency', 'text'],
      ['Wartość brutto', 'sumBrutto', 'money'],
      ['VAT', 'sumVat', 'money'],
      ['Wartość netto', 'sumNetto', 'money'],
    ]);
    expect(detailColumns(reclamationReport)).toHaveLength(19);
  });
});
