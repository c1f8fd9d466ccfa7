import { describe, expect, it } from 'vitest';
import type { ConfigValue, ProductConfiguration } from './configure';
import { allowedValues, defaultValue, evaluateSelection } from './configure';

const value = (id: number, label: string, extra: Partial<ConfigValue> = {}): ConfigValue => ({ id, uuid: `u-${id}`, label, isDefault: false, sortOrder: id, properties: [], ...extra });

/** A window: opening (fixed or not), then fittings (a fixed window takes only standard ones), then glass with its Uw. */
const window: ProductConfiguration = {
  productId: 1,
  parameters: [
    { id: 10, uuid: 'p-10', name: 'Otwieranie', sortOrder: 0, addDescription: true, values: [value(100, 'Rozwierne', { isDefault: true }), value(101, 'Stałe')] },
    { id: 11, uuid: 'p-11', name: 'Okucia', sortOrder: 1, addDescription: true, values: [value(110, 'Standard'), value(111, 'RC2', { isDefault: true })] },
    {
      id: 12,
      uuid: 'p-12',
      name: 'Szyba',
      sortOrder: 2,
      addDescription: false,
      values: [
        value(120, '2-szybowa', { properties: [{ id: 1, propId: 'uw', propValue: '1,1', calculated: false }, { id: 2, propId: 'glass', propValue: 'area * 0.85', calculated: true }] }),
        value(121, '3-szybowa', { properties: [{ id: 3, propId: 'uw', propValue: '0.7', calculated: false }] }),
      ],
    },
  ],
  rules: [{ whenValueId: 101, parameterId: 11, allowedValueIds: [110] }],
  variables: [{ name: 'area', expression: 'length * height / 1000000' }],
};

describe('configurator', () => {
  it('offers a later parameter only the values the earlier choices allow', () => {
    expect(allowedValues(window, 11, []).map((v) => v.id)).toEqual([110, 111]);
    expect(allowedValues(window, 11, [{ parameterId: 10, valueId: 101 }]).map((v) => v.id)).toEqual([110]);
    expect(allowedValues(window, 11, [{ parameterId: 10, valueId: 100 }]).map((v) => v.id)).toEqual([110, 111]);
    // A rule is about earlier choices only: a choice of a later parameter narrows nothing.
    expect(allowedValues(window, 10, [{ parameterId: 11, valueId: 110 }]).map((v) => v.id)).toEqual([100, 101]);
    expect(allowedValues(window, 99, [])).toEqual([]);
    expect(defaultValue(allowedValues(window, 11, []))?.id).toBe(111);
    expect(defaultValue(allowedValues(window, 11, [{ parameterId: 10, valueId: 101 }]))?.id).toBe(110);
  });

  it('builds the description, the values and the calculated properties of a valid selection', () => {
    const result = evaluateSelection(window, [{ parameterId: 10, valueId: 100 }, { parameterId: 11, valueId: 111 }, { parameterId: 12, valueId: 120 }], { length: 1200, height: 1500, quantity: 2 });
    expect(result.valid).toBe(true);
    expect(result.problems).toEqual([]);
    expect(result.description).toBe('Otwieranie: Rozwierne, Okucia: RC2');
    expect(result.values).toMatchObject({ length: 1200, height: 1500, quantity: 2, uw: 1.1, area: 1.8 });
    expect(result.chosen[2].paramValue.properties).toEqual([
      { calculated: false, id: 1, propId: 'uw', propValue: '1,1', propValueUuid: 'u-120' },
      { calculated: true, id: 2, propId: 'glass', propValue: '1.53', propValueUuid: 'u-120' },
    ]);
    expect(result.chosen.map((c) => c.errorValue)).toEqual([false, false, false]);
  });

  it('flags a choice a rule no longer allows, and a missing or unknown value', () => {
    const result = evaluateSelection(window, [{ parameterId: 10, valueId: 101 }, { parameterId: 11, valueId: 111 }, { parameterId: 12, valueId: 999 }], { length: 1000, height: 1000 });
    expect(result.valid).toBe(false);
    expect(result.chosen.find((c) => c.param.id === 11)?.errorValue).toBe(true);
    expect(result.problems).toEqual([
      { parameterId: 11, code: 'notAllowed', subject: 'Okucia: RC2' },
      { parameterId: 12, code: 'unknownValue', subject: 'Szyba' },
    ]);
    expect(evaluateSelection(window, [{ parameterId: 10, valueId: 100 }]).problems.map((p) => p.code)).toEqual(['missingValue', 'missingValue', 'formula']);
  });

  it('reports a formula that cannot be computed as a problem, never a throw', () => {
    const broken: ProductConfiguration = { ...window, variables: [{ name: 'area', expression: 'length * height / 0' }] };
    const result = evaluateSelection(broken, [{ parameterId: 10, valueId: 100 }, { parameterId: 11, valueId: 110 }, { parameterId: 12, valueId: 121 }], { length: 1, height: 1 });
    expect(result.valid).toBe(false);
    expect(result.problems[0]).toMatchObject({ code: 'formula', subject: 'area', message: 'formulaDivisionByZero' });
  });

  it('keeps a property named __proto__ as data, not as the prototype', () => {
    const sneaky: ProductConfiguration = { ...window, parameters: [{ ...window.parameters[0], values: [value(100, 'X', { properties: [{ id: 9, propId: '__proto__', propValue: '5', calculated: false }] })] }], rules: [], variables: [] };
    const result = evaluateSelection(sneaky, [{ parameterId: 10, valueId: 100 }]);
    expect(Object.getPrototypeOf(result.values)).toBe(Object.prototype);
    expect(Object.hasOwn(result.values, '__proto__')).toBe(true);
  });
});
