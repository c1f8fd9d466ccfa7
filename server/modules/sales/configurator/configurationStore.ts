import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { entityTable, linesTable } from '../../../db/tables';
import type { ConfigParameter, ProductConfiguration } from './configure';

/**
 * A product's configurator definitions: its parameters in order with their values and properties,
 * the rules between them and its expression variables. Five queries, whatever their size.
 */
export const loadConfiguration = async (db: Db, productId: number): Promise<ProductConfiguration> => {
  const parameter = entityTable('product_parameter');
  const value = entityTable('parameter_value');
  const property = linesTable('parameter_value', 'properties');
  const rule = entityTable('parameter_rule');
  const ruleValue = linesTable('parameter_rule', 'allowedValues');
  const variable = entityTable('expression_variable');

  const parameters = await db.select().from(parameter).where(eq(parameter.productId, productId)).orderBy(asc(parameter.sortOrder), asc(parameter.id));
  const parameterIds = parameters.map((p) => Number(p.id));
  const variables = await db.select({ name: variable.name, expression: variable.expression }).from(variable).where(eq(variable.productId, productId)).orderBy(asc(variable.id));
  if (parameterIds.length === 0) return { productId, parameters: [], rules: [], variables: variables.map((v) => ({ name: String(v.name), expression: String(v.expression) })) };
  const values = await db.select().from(value).where(inArray(value.parameterId, parameterIds)).orderBy(asc(value.sortOrder), asc(value.id));
  const valueIds = values.map((v) => Number(v.id));
  const properties = valueIds.length > 0 ? await db.select().from(property).where(inArray(property.parameterValueId, valueIds)).orderBy(asc(property.lineIndex), asc(property.id)) : [];
  const rules = await db
    .select({ id: rule.id, whenValueId: rule.whenValueId, parameterId: rule.parameterId, valueId: ruleValue.valueId })
    .from(rule)
    .leftJoin(ruleValue, eq(ruleValue.ruleId, rule.id))
    .where(inArray(rule.parameterId, parameterIds));

  const byRule = new Map<number, { whenValueId: number; parameterId: number; allowedValueIds: number[] }>();
  for (const row of rules) {
    const id = Number(row.id);
    const entry = byRule.get(id) ?? { whenValueId: Number(row.whenValueId), parameterId: Number(row.parameterId), allowedValueIds: [] };
    if (row.valueId !== null) entry.allowedValueIds.push(Number(row.valueId));
    byRule.set(id, entry);
  }
  return {
    productId,
    parameters: parameters.map(
      (p): ConfigParameter => ({
        id: Number(p.id),
        uuid: String(p.uuid),
        name: String(p.name),
        sortOrder: Number(p.sortOrder),
        addDescription: Boolean(p.addDescription),
        values: values
          .filter((v) => v.parameterId === p.id)
          .map((v) => ({
            id: Number(v.id),
            uuid: String(v.uuid),
            label: String(v.label),
            isDefault: Boolean(v.isDefault),
            sortOrder: Number(v.sortOrder),
            properties: properties
              .filter((pr) => pr.parameterValueId === v.id)
              .map((pr) => ({ id: Number(pr.id), propId: String(pr.propId), propValue: String(pr.propValue), calculated: Boolean(pr.calculated) })),
          })),
      }),
    ),
    rules: [...byRule.values()],
    variables: variables.map((v) => ({ name: String(v.name), expression: String(v.expression) })),
  };
};
