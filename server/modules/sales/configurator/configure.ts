import type { Formula } from '../../../../src/schemas/sales/formula';
import { evaluateFormula, evaluateVariables, FormulaError, parseFormula } from '../../../../src/schemas/sales/formula';

/**
 * The product configurator (pure; `configurationStore.ts` loads a product's definitions). A product's
 * parameters are asked in order; each offers its values, narrowed by the rules whose value was
 * chosen for an earlier parameter (several rules narrow together). A choice a rule no longer allows
 * is marked `errorValue`. The chosen values' properties, the line's dimensions and the product's
 * expression variables feed the calculated properties; the line's description is each chosen
 * parameter's name and value label (spec §5), for parameters marked `addDescription`.
 */

export type ValueProperty = { id: number; propId: string; propValue: string; calculated: boolean };
export type ConfigValue = { id: number; uuid: string; label: string; isDefault: boolean; sortOrder: number; properties: ValueProperty[] };
export type ConfigParameter = { id: number; uuid: string; name: string; sortOrder: number; addDescription: boolean; values: ConfigValue[] };
export type ConfigRule = { whenValueId: number; parameterId: number; allowedValueIds: readonly number[] };
export type ProductConfiguration = {
  productId: number;
  /** In the order they are asked. */
  parameters: ConfigParameter[];
  rules: ConfigRule[];
  variables: { name: string; expression: string }[];
};

/** A chosen value by its parameter: what a caller sends. */
export type Choice = { parameterId: number; valueId: number };
/** The line's own numbers the formulas may read. */
export type Dimensions = { length?: number | null; height?: number | null; quantity?: number | null; numberOfPieces?: number | null };

/** Spec §3 "Chosen parameter", as an order line keeps it. */
export type ChosenParameter = {
  param: { id: number; uuid: string; name: string };
  paramValue: { id: number; default: boolean; properties: { calculated: boolean; id: number; propId: string; propValue: string; propValueUuid: string }[] };
  valueLabel: string;
  addDescription: boolean;
  errorValue: boolean;
};

export type ConfigProblem = { parameterId?: number; code: 'missingValue' | 'notAllowed' | 'unknownValue' | 'formula'; subject?: string; message?: string };

export type Selection = {
  chosen: ChosenParameter[];
  /** Every parameter has a value that is allowed. */
  valid: boolean;
  description: string;
  /** Dimensions, numeric properties and expression variables, by name. */
  values: Record<string, number>;
  problems: ConfigProblem[];
};

/** The values of a parameter the earlier choices allow, in their order. */
export const allowedValues = (config: ProductConfiguration, parameterId: number, choices: readonly Choice[]): ConfigValue[] => {
  const index = config.parameters.findIndex((p) => p.id === parameterId);
  if (index < 0) return [];
  const earlier = new Set(config.parameters.slice(0, index).map((p) => p.id));
  const chosenEarlier = new Set(choices.filter((c) => earlier.has(c.parameterId)).map((c) => c.valueId));
  const narrowing = config.rules.filter((r) => r.parameterId === parameterId && chosenEarlier.has(r.whenValueId));
  return config.parameters[index].values.filter((value) => narrowing.every((rule) => rule.allowedValueIds.includes(value.id)));
};

/** The value a parameter starts with: its default if allowed, else the first allowed one. */
export const defaultValue = (values: readonly ConfigValue[]): ConfigValue | undefined => values.find((v) => v.isDefault) ?? values[0];

const numeric = (text: string): number | undefined => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
};

const formulaMessage = (error: unknown) => (error instanceof FormulaError ? `${error.code}${error.subject ? `: ${error.subject}` : ''}` : String(error));

/**
 * Checks a selection against the product's definitions and works out what follows from it: each
 * parameter's chosen value (flagged when a rule forbids it now), the values the formulas read, the
 * calculated properties and the description. Nothing throws: a formula error is a problem.
 */
export const evaluateSelection = (config: ProductConfiguration, choices: readonly Choice[], dimensions: Dimensions = {}): Selection => {
  const problems: ConfigProblem[] = [];
  const byParameter = new Map(choices.map((c) => [c.parameterId, c.valueId]));
  for (const choice of choices) {
    if (!config.parameters.some((p) => p.id === choice.parameterId)) problems.push({ parameterId: choice.parameterId, code: 'unknownValue' });
  }
  const picked: { parameter: ConfigParameter; value: ConfigValue; allowed: boolean }[] = [];
  for (const parameter of config.parameters) {
    const valueId = byParameter.get(parameter.id);
    if (valueId === undefined) {
      problems.push({ parameterId: parameter.id, code: 'missingValue', subject: parameter.name });
      continue;
    }
    const value = parameter.values.find((v) => v.id === valueId);
    if (!value) {
      problems.push({ parameterId: parameter.id, code: 'unknownValue', subject: parameter.name });
      continue;
    }
    const allowed = allowedValues(config, parameter.id, choices).some((v) => v.id === value.id);
    if (!allowed) problems.push({ parameterId: parameter.id, code: 'notAllowed', subject: `${parameter.name}: ${value.label}` });
    picked.push({ parameter, value, allowed });
  }

  // What the formulas read: the line's dimensions, then the chosen values' plain numeric properties.
  const inputs: Record<string, number> = {};
  for (const [name, value] of Object.entries(dimensions)) if (typeof value === 'number' && Number.isFinite(value)) inputs[name] = value;
  for (const { value } of picked) {
    for (const property of value.properties) {
      const n = property.calculated ? undefined : numeric(property.propValue);
      if (n !== undefined && !Object.hasOwn(inputs, property.propId)) Object.defineProperty(inputs, property.propId, { value: n, enumerable: true, writable: true, configurable: true });
    }
  }
  let values: Record<string, number> = inputs;
  try {
    values = evaluateVariables(config.variables, inputs);
  } catch (error) {
    problems.push({ code: 'formula', subject: error instanceof FormulaError ? error.variable : undefined, message: formulaMessage(error) });
  }

  const chosen = picked.map(({ parameter, value, allowed }): ChosenParameter => ({
    param: { id: parameter.id, uuid: parameter.uuid, name: parameter.name },
    paramValue: {
      id: value.id,
      default: value.isDefault,
      properties: value.properties.map((property) => {
        let propValue = property.propValue;
        if (property.calculated) {
          try {
            const formula: Formula = parseFormula(property.propValue);
            propValue = String(Math.round(evaluateFormula(formula, values) * 1e6) / 1e6);
          } catch (error) {
            problems.push({ parameterId: parameter.id, code: 'formula', subject: property.propId, message: formulaMessage(error) });
            propValue = '';
          }
        }
        return { calculated: property.calculated, id: property.id, propId: property.propId, propValue, propValueUuid: value.uuid };
      }),
    },
    valueLabel: value.label,
    addDescription: parameter.addDescription,
    errorValue: !allowed,
  }));
  const description = chosen
    .filter((c) => c.addDescription)
    .map((c) => `${c.param.name}: ${c.valueLabel}`)
    .join(', ');
  return { chosen, valid: problems.length === 0, description, values, problems };
};
