import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/demo';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Parameter = { id: number; uuid: string; name: string; sortOrder: number };
type Value = { id: number; label: string; default: boolean; properties: { propId: string; propValue: string; calculated: boolean }[] };
type Chosen = { param: { id: number; name: string }; paramValue: { id: number; properties: { propId: string; propValue: string }[] }; valueLabel: string; errorValue: boolean };
type Selection = { valid: boolean; description: string; values: Record<string, number>; chosen: Chosen[]; problems: { code: string; message?: string; parameterId: number | null }[] };

/**
 * The configurator on the demo window (OKNO-PCV): opening, fittings (a fixed window takes only
 * standard ones), colour and glass (its Uw and a calculated glass area), with area and perimeter.
 */
describe('product configurator', () => {
  let t: TestApp;
  let admin: Api;
  let window: number;
  let plain: number;
  let customerId: number;
  let parameters: Parameter[];
  const values = new Map<string, Value[]>();
  const pick = (parameter: string, label: string) => {
    const p = parameters.find((x) => x.name === parameter)!;
    const v = values.get(parameter)!.find((x) => x.label === label)!;
    return { param: { id: p.id, uuid: p.uuid, name: p.name }, paramValue: { id: v.id } };
  };
  const standardWindow = () => [pick('Otwieranie', 'Rozwierne'), pick('Okucia', 'Standard'), pick('Kolor', 'Biały'), pick('Szyba', '3-szybowa 4/12/4/12/4')];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
    admin = api(t.app, await t.login());
    const products = (await admin.get<OkBody<Row[]>>('/api/product')).body.responseData;
    window = products.find((p) => p.code === 'OKNO-PCV')!.id;
    plain = products.find((p) => p.code === 'PIANKA-750')!.id;
    customerId = (await admin.get<OkBody<Row[]>>('/api/customer')).body.responseData.find((c) => String(c.name).startsWith('Budmax'))!.id;
    parameters = (await admin.post<OkBody<Parameter[]>>('/api/product_parameter', { productId: window })).body.responseData;
    for (const p of parameters) values.set(p.name, (await admin.post<OkBody<Value[]>>('/api/parameter_value', { parameterId: p.id })).body.responseData);
  });
  afterAll(() => t.close());

  it('lists a product parameters in order and a parameter values with their properties', () => {
    expect(parameters.map((p) => p.name)).toEqual(['Otwieranie', 'Okucia', 'Kolor', 'Szyba']);
    expect(parameters.every((p) => /^[0-9a-f-]{36}$/.test(p.uuid))).toBe(true);
    expect(values.get('Okucia')!.map((v) => [v.label, v.default])).toEqual([
      ['Standard', true],
      ['Antywłamaniowe RC2', false],
    ]);
    expect(values.get('Szyba')![0].properties).toEqual([
      expect.objectContaining({ propId: 'uw', propValue: '1.1', calculated: false }),
      expect.objectContaining({ propId: 'glassArea', propValue: 'round(area * 0.8, 2)', calculated: true }),
    ]);
  });

  it('next_param_value offers only what the earlier choices allow', async () => {
    const okucia = parameters.find((p) => p.name === 'Okucia')!.id;
    const fixed = await admin.post<OkBody<{ values: Value[]; defaultValueId: number }>>('/api/next_param_value', { productId: window, parameterId: okucia, choosenParameters: [pick('Otwieranie', 'Stałe')] });
    expect(fixed.body.responseData.values.map((v) => v.label)).toEqual(['Standard']);
    expect(fixed.body.responseData.defaultValueId).toBe(pick('Okucia', 'Standard').paramValue.id);
    const opening = await admin.post<OkBody<{ values: Value[] }>>('/api/next_param_value', { productId: window, parameterId: okucia, choosenParameters: [pick('Otwieranie', 'Rozwierne')] });
    expect(opening.body.responseData.values.map((v) => v.label)).toEqual(['Standard', 'Antywłamaniowe RC2']);
  });

  it('selected_value checks a whole selection: description, variables and calculated properties', async () => {
    const res = await admin.post<OkBody<Selection>>('/api/selected_value', { productId: window, choosenParameters: standardWindow(), length: 1200, height: 1500, quantity: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const selection = res.body.responseData;
    expect(selection).toMatchObject({ valid: true, problems: [] });
    expect(selection.description).toBe('Otwieranie: Rozwierne, Okucia: Standard, Kolor: Biały, Szyba: 3-szybowa 4/12/4/12/4');
    expect(selection.values).toMatchObject({ area: 1.8, perimeter: 5.4, uw: 0.7, length: 1200 });
    expect(selection.chosen[3].paramValue.properties.find((p) => p.propId === 'glassArea')?.propValue).toBe('1.44');
    const variables = await admin.post<OkBody<{ name: string; value: number | null }[]>>('/api/expression_variables', { productId: window, length: 1000, height: 500 });
    expect(variables.body.responseData.map((v) => [v.name, v.value])).toEqual([
      ['area', 0.5],
      ['perimeter', 3],
    ]);
  });

  it('a choice a rule forbids after an earlier change is flagged errorValue with a message', async () => {
    const choices = [pick('Otwieranie', 'Stałe'), pick('Okucia', 'Antywłamaniowe RC2'), pick('Kolor', 'Biały'), pick('Szyba', '2-szybowa 4/16/4')];
    const res = await admin.post<OkBody<Selection>>('/api/selected_value', { productId: window, choosenParameters: choices, length: 1000, height: 1000 }, { 'accept-language': 'en' });
    expect(res.body.responseData.valid).toBe(false);
    expect(res.body.responseData.chosen.map((c) => c.errorValue)).toEqual([false, true, false, false]);
    expect(res.body.responseData.problems).toEqual([expect.objectContaining({ code: 'configNotAllowed', parameterId: parameters[1].id })]);
  });

  it('refuses a product that is not configurable, an unknown one and malformed choices', async () => {
    expect((await admin.post<ErrorBody>('/api/product_parameter', { productId: plain })).body.errors[0]).toMatchObject({ path: 'productId', code: 'notConfigurable' });
    expect((await admin.post<ErrorBody>('/api/product_parameter', { productId: 2_000_000_000 })).body.errors[0]).toMatchObject({ path: 'productId', code: 'unknownReference' });
    expect((await admin.post<ErrorBody>('/api/selected_value', { productId: window, choosenParameters: [{ param: { id: 'x' } }] })).status).toBe(400);
    expect((await admin.post<ErrorBody>('/api/parameter_value', { parameterId: 2_000_000_000 })).status).toBe(400);
  });

  it('prices a configured window: the main line, a surcharge per chosen value that has one, the customer discount', async () => {
    const choices = [pick('Otwieranie', 'Uchylno-rozwierne'), pick('Okucia', 'Antywłamaniowe RC2'), pick('Kolor', 'Złoty dąb'), pick('Szyba', '2-szybowa 4/16/4')];
    const res = await admin.post<OkBody<{ priceType: string; description: string; price: number; sum: number }[]>>('/api/pricelist/calculate_prices', { productId: window, quantity: 2, choosenParameters: choices, customerId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseData.map((l) => [l.priceType, l.description, l.price])).toEqual([
      ['main', 'Okno PCV na wymiar', 900],
      ['surcharge', 'Otwieranie: Uchylno-rozwierne', 120],
      ['surcharge', 'Okucia: Antywłamaniowe RC2', 260],
      ['surcharge', 'Kolor: Złoty dąb', 180],
      ['discount', 'Rabat 5%', 0],
    ]);
    expect(res.body.responseData.at(-1)?.sum).toBe(-146);
    const foreign = await admin.post<ErrorBody>('/api/pricelist/calculate_prices', { productId: window, quantity: 1, choosenParameters: [{ param: { id: parameters[0].id }, paramValue: { id: 2_000_000_000 } }] });
    expect(foreign.body.errors[0]).toMatchObject({ path: 'choosenParameters.0.paramValue.id', code: 'unknownReference' });
  });

  it('an order line keeps the configuration the configurator read, with its description; a bad one is a 400 on the line', async () => {
    const made = await admin.post<OkBody<{ products: { description: string; choosenParameters: Chosen[] }[] }>>('/api/order', {
      customerId,
      products: [{ productId: window, quantity: 1, price: 1050, length: 1200, height: 1500, description: 'typed by hand', choosenParameters: standardWindow() }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [line] = made.body.responseData.products;
    expect(line.description).toBe('Otwieranie: Rozwierne, Okucia: Standard, Kolor: Biały, Szyba: 3-szybowa 4/12/4/12/4');
    expect(line.choosenParameters.map((c) => [c.param.name, c.valueLabel, c.errorValue])).toEqual([
      ['Otwieranie', 'Rozwierne', false],
      ['Okucia', 'Standard', false],
      ['Kolor', 'Biały', false],
      ['Szyba', '3-szybowa 4/12/4/12/4', false],
    ]);
    const forbidden = [pick('Otwieranie', 'Stałe'), pick('Okucia', 'Antywłamaniowe RC2'), pick('Kolor', 'Biały'), pick('Szyba', '2-szybowa 4/16/4')];
    const refused = await admin.post<ErrorBody>('/api/order', { customerId, products: [{ productId: window, quantity: 1, price: 1, choosenParameters: forbidden }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ path: 'products.0.choosenParameters', code: 'configNotAllowed' });
    expect(refused.body.errors[0].message).toBe('Wartość „Okucia: Antywłamaniowe RC2” nie jest dozwolona przy wcześniejszych wyborach');
    const incomplete = await admin.post<ErrorBody>('/api/order', { customerId, products: [{ productId: window, quantity: 1, price: 1, choosenParameters: standardWindow().slice(0, 2) }] });
    expect(incomplete.body.errors[0]).toMatchObject({ path: 'products.0.choosenParameters', code: 'configMissingValue' });
    const notConfigurable = await admin.post<ErrorBody>('/api/order', { customerId, products: [{ productId: plain, quantity: 1, price: 1, choosenParameters: standardWindow() }] });
    expect(notConfigurable.body.errors[0]).toMatchObject({ path: 'products.0.choosenParameters', code: 'notConfigurable' });
  });

  it('a formula and a variable name are checked when they are saved', async () => {
    const bad = await admin.post<ErrorBody>('/api/expressionvariable', { productId: window, name: 'waga', expression: 'length * (height' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: 'expression', code: 'invalidFormula' });
    const badName = await admin.post<ErrorBody>('/api/expressionvariable', { productId: window, name: '1waga', expression: 'length * 2' });
    expect(badName.body.errors[0]).toMatchObject({ path: 'name', code: 'invalidIdentifier' });
    expect((await admin.post('/api/expressionvariable', { productId: window, name: 'waga', expression: 'area * 12.5' })).status).toBe(200);
  });
});
