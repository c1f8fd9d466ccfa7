import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FieldProblem } from '../../../../src/schemas/core';
import { product } from '../../../../src/schemas/entities/product';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import type { Db } from '../../../db/connection';
import { entityTable } from '../../../db/tables';
import { badRequest, ok, parseOr400 } from '../../../http';
import type { Choice, ConfigProblem, Dimensions } from '../configurator/configure';
import { allowedValues, defaultValue, evaluateSelection } from '../configurator/configure';
import { loadConfiguration } from '../configurator/configurationStore';

const id = z.number().int().positive().max(2_147_483_647);
const dimension = z.number().min(0).max(1_000_000).nullish();
/** A chosen parameter as the spec sends it (§3): only its parameter's and value's ids are read. */
const chosenParameter = z.object({ param: z.object({ id }).passthrough(), paramValue: z.object({ id }).passthrough() }).passthrough();
export const chosenParameters = z.array(chosenParameter).max(50);

const productBody = z.object({ productId: id });
const parameterBody = z.object({ parameterId: id });
const nextValueBody = z.object({ productId: id, parameterId: id, choosenParameters: chosenParameters.default([]) });
const selectionBody = z.object({ productId: id, choosenParameters: chosenParameters.default([]), length: dimension, height: dimension, quantity: dimension, numberOfPieces: dimension });
const tags = ['configurator'];

export const choicesOf = (items: z.output<typeof chosenParameters>): Choice[] => items.map((item) => ({ parameterId: item.param.id, valueId: item.paramValue.id }));

/** A configurator problem as a field problem (under `path`), in the caller's language when sent. */
export const configProblem = (problem: ConfigProblem, path: string): FieldProblem => {
  const name = problem.subject ?? '';
  switch (problem.code) {
    case 'missingValue':
      return { path, code: 'configMissingValue', params: { name } };
    case 'notAllowed':
      return { path, code: 'configNotAllowed', params: { name } };
    case 'unknownValue':
      return { path, code: 'configUnknownValue', params: { name: name || '?' } };
    case 'formula':
      return { path, code: 'configFormula', params: { name: name || '?', detail: problem.message ?? '' } };
  }
};

/** A product the configurator may serve, else a 400 on `productId`. */
const configurable = async (db: Db, productId: number) => {
  const table = entityTable(product.name);
  const [row] = await db.select({ id: table.id, configProduct: table.configProduct }).from(table).where(eq(table.id, productId));
  if (!row) throw badRequest([{ path: 'productId', code: 'unknownReference', label: product.label.one }]);
  if (!row.configProduct) throw badRequest([{ path: 'productId', code: 'notConfigurable', label: product.label.one }]);
};

/**
 * The configurator's calls (spec §7 "Configurator", all POST): a product's parameters, a
 * parameter's values, the values the earlier choices allow for the next parameter, the check of a
 * whole selection (chosen parameters with `errorValue`, calculated properties, description) and
 * the product's expression variables. They serve order lines, so they take the orders right.
 */
export const configuratorRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const config = { access: { key: salesOrder.access, mode: 'read' } } as const;

  app.post('/api/product_parameter', { config, schema: { tags, summary: "A configurable product's parameters", body: productBody } }, async (request) => {
    const { productId } = parseOr400(productBody, request.body);
    await configurable(db, productId);
    const { parameters } = await loadConfiguration(db, productId);
    return ok(parameters.map(({ values: _values, ...parameter }) => parameter));
  });

  app.post('/api/parameter_value', { config, schema: { tags, summary: "A parameter's values", body: parameterBody } }, async (request) => {
    const { parameterId } = parseOr400(parameterBody, request.body);
    const parameter = entityTable('product_parameter');
    const [row] = await db.select({ productId: parameter.productId }).from(parameter).where(eq(parameter.id, parameterId));
    if (!row) throw badRequest([{ path: 'parameterId', code: 'unknownReference' }]);
    const found = (await loadConfiguration(db, Number(row.productId))).parameters.find((p) => p.id === parameterId);
    return ok((found?.values ?? []).map((v) => ({ ...v, default: v.isDefault })));
  });

  app.post('/api/next_param_value', { config, schema: { tags, summary: "A parameter's values allowed by the earlier choices", body: nextValueBody } }, async (request) => {
    const body = parseOr400(nextValueBody, request.body);
    await configurable(db, body.productId);
    const configuration = await loadConfiguration(db, body.productId);
    if (!configuration.parameters.some((p) => p.id === body.parameterId)) throw badRequest([{ path: 'parameterId', code: 'unknownReference' }]);
    const values = allowedValues(configuration, body.parameterId, choicesOf(body.choosenParameters));
    return ok({ values: values.map((v) => ({ ...v, default: v.isDefault })), defaultValueId: defaultValue(values)?.id ?? null });
  });


  app.post('/api/selected_value', { config, schema: { tags, summary: 'Checks a selection: whether it is complete and allowed, and its description', body: selectionBody } }, async (request) => {
    const body = parseOr400(selectionBody, request.body);
    await configurable(db, body.productId);
    const dimensions: Dimensions = { length: body.length, height: body.height, quantity: body.quantity, numberOfPieces: body.numberOfPieces };
    const selection = evaluateSelection(await loadConfiguration(db, body.productId), choicesOf(body.choosenParameters), dimensions);
    return ok({ ...selection, problems: selection.problems.map((p) => ({ ...configProblem(p, 'choosenParameters'), parameterId: p.parameterId ?? null })) });
  });

  app.post('/api/expression_variables', { config, schema: { tags, summary: 'The variables the formulas of a selection read', body: selectionBody } }, async (request) => {
    const body = parseOr400(selectionBody, request.body);
    await configurable(db, body.productId);
    const configuration = await loadConfiguration(db, body.productId);
    const selection = evaluateSelection(configuration, choicesOf(body.choosenParameters), { length: body.length, height: body.height, quantity: body.quantity, numberOfPieces: body.numberOfPieces });
    return ok(configuration.variables.map((v) => ({ ...v, value: Object.hasOwn(selection.values, v.name) ? selection.values[v.name] : null })));
  });
};

/** The labels of chosen values of a product, in parameter order; unknown ones are 400s on their item. */
export const chosenLabels = async (db: Db, productId: number, choices: readonly Choice[], path = 'choosenParameters') => {
  if (choices.length === 0) return [];
  const value = entityTable('parameter_value');
  const parameter = entityTable('product_parameter');
  const rows = await db
    .select({ valueId: value.id, label: value.label, parameterId: parameter.id, name: parameter.name, sortOrder: parameter.sortOrder })
    .from(value)
    .innerJoin(parameter, eq(parameter.id, value.parameterId))
    .where(and(inArray(value.id, choices.map((c) => c.valueId)), eq(parameter.productId, productId)));
  const problems = choices.flatMap((choice, index): FieldProblem[] =>
    rows.some((r) => r.valueId === choice.valueId && r.parameterId === choice.parameterId) ? [] : [{ path: `${path}.${index}.paramValue.id`, code: 'unknownReference' }],
  );
  if (problems.length > 0) throw badRequest(problems);
  return rows
    .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder))
    .map((r) => ({ parameterValueId: Number(r.valueId), paramName: String(r.name), valueLabel: String(r.label) }));
};
