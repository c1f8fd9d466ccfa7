import { asc, eq } from 'drizzle-orm';
import { orderSums } from '../../../src/schemas/sales/orderSums';
import type { Db } from '../../db/connection';
import { demoSequence as sequence } from '../../db/seed';
import { customerRequestComments, entityTable, linesTable, objectVersions, users } from '../../db/tables';
import { nextDocumentCounter, nextDocumentNumber } from '../../core/numerators';
import { warsawDate } from '../../core/today';

const DEMO_CUSTOMERS = [
  { name: 'Okna Nowak Sp. z o.o.', customersGroup: 'HURT', priceCode: 'DEALER', termsOfPayment: 4, abbreviation: 'OKNANOWAK', nip: '7740001454', email: 'biuro@oknanowak.example.pl', phone: '+48 24 367 10 00', address: 'ul. Kolejowa 5', postCode: '09-400', city: 'Płock', region: 'mazowieckie' },
  { name: 'Budmax Jan Wiśniewski', customersGroup: 'HURT', termsOfPayment: 3, abbreviation: 'BUDMAX', nip: '1132853869', email: 'zamowienia@budmax.example.pl', phone: '+48 22 615 40 40', address: 'ul. Wolska 12', postCode: '01-258', city: 'Warszawa', region: 'mazowieckie' },
  { name: 'Dom i Ogród Zielińscy s.c.', customersGroup: 'DETAL', termsOfPayment: 2, abbreviation: 'DIOZ', nip: '9542583988', email: 'kontakt@dioz.example.pl', phone: '+48 32 200 11 22', address: 'ul. Mikołowska 100', postCode: '40-065', city: 'Katowice', region: 'śląskie' },
  { name: 'Fensterbau Schmidt GmbH', customersGroup: 'EKSPORT', termsOfPayment: 1, abbreviation: 'SCHMIDT', email: 'info@schmidt.example.de', address: 'Hauptstraße 7', postCode: '10115', city: 'Berlin', country: 'Niemcy', language: 'de', currency: 'EUR' },
];


/** The three configurable products (the configurator builds their order lines) and 37 catalogue items. */
const DEMO_PRODUCTS: Record<string, unknown>[] = [
  { code: 'OKNO-PCV', article: 'KONF-001', name: 'Okno PCV na wymiar', description: 'Szerokość, wysokość, kolor, szyba i okucia wybierane w konfiguratorze.', configProduct: true },
  { code: 'DRZWI-ZEW', article: 'KONF-002', name: 'Drzwi zewnętrzne na wymiar', description: 'Wymiar, kierunek otwierania, kolor i wypełnienie z konfiguratora.', configProduct: true },
  { code: 'ROLETA-ZEW', article: 'KONF-003', name: 'Roleta zewnętrzna na wymiar', description: 'Szerokość, wysokość, kolor pancerza i napęd z konfiguratora.', configProduct: true },
  ...[100, 150, 200, 250, 300].map((depth, i) => ({ code: `PARAPET-W-${depth}`, article: `PAR-${100 + i}`, name: `Parapet wewnętrzny ${depth} mm`, unitOfMeasure: 'mb' })),
  ...[150, 200, 250].map((depth, i) => ({ code: `PARAPET-Z-${depth}`, article: `PAR-${200 + i}`, name: `Parapet zewnętrzny stalowy ${depth} mm`, unitOfMeasure: 'mb' })),
  ...['biała', 'srebrna', 'brązowa', 'antracytowa', 'złota'].map((colour, i) => ({ code: `KLAMKA-${i + 1}`, article: `KLA-${300 + i}`, name: `Klamka okienna ${colour}` })),
  ...['biała', 'brązowa', 'antracytowa'].map((colour, i) => ({ code: `KLAMKA-D-${i + 1}`, article: `KLA-${400 + i}`, name: `Klamka drzwiowa z szyldem ${colour}`, unitOfMeasure: 'kpl.' })),
  ...['czarna', 'szara', 'biała'].map((colour, i) => ({ code: `USZCZELKA-${i + 1}`, article: `USZ-${500 + i}`, name: `Uszczelka przylgowa ${colour}`, unitOfMeasure: 'mb' })),
  ...['2-szybowy 4/16/4', '3-szybowy 4/12/4/12/4', '3-szybowy bezpieczny P2/16/4/16/4'].map((kind, i) => ({ code: `SZYBA-${i + 1}`, article: `SZY-${600 + i}`, name: `Pakiet szybowy ${kind}`, unitOfMeasure: 'm2' })),
  ...['rozwierny', 'uchylno-rozwierny', 'uchylny', 'przesuwny'].map((kind, i) => ({ code: `OKUCIE-${i + 1}`, article: `OKU-${700 + i}`, name: `Zestaw okuć ${kind}`, unitOfMeasure: 'kpl.' })),
  ...['biała', 'brązowa'].map((colour, i) => ({ code: `MOSKITIERA-${i + 1}`, article: `MOS-${800 + i}`, name: `Moskitiera ramkowa ${colour}` })),
  { code: 'PIANKA-750', article: 'MON-900', name: 'Pianka montażowa 750 ml' },
  { code: 'TASMA-PAROSZCZ', article: 'MON-901', name: 'Taśma paroszczelna 70 mm', unitOfMeasure: 'mb' },
  { code: 'TASMA-PAROPRZ', article: 'MON-902', name: 'Taśma paroprzepuszczalna 70 mm', unitOfMeasure: 'mb' },
  { code: 'KOTWA-100', article: 'MON-903', name: 'Kotwa montażowa 100 mm', unitOfMeasure: 'op.' },
  { code: 'SILIKON-BIALY', article: 'MON-904', name: 'Silikon sanitarny biały 280 ml' },
  { code: 'NAWIEWNIK', article: 'WEN-950', name: 'Nawiewnik okienny higrosterowany' },
  { code: 'ROLETA-DZIEN-NOC', article: 'ROL-960', name: 'Roleta dzień-noc (wycofana)', status: 'Inactive' },
  { code: 'SERWIS-REGULACJA', article: 'USL-990', name: 'Usługa: regulacja okuć', unitOfMeasure: 'usł.' },
  { code: 'SERWIS-MONTAZ', article: 'USL-991', name: 'Usługa: montaż okna', unitOfMeasure: 'usł.' },
];


const ORDER_STATUS_MIX = ['OFERTA', 'NEW', 'NEW', 'CONFIRMED', 'CONFIRMED', 'READY_FOR_PRODUCTION', 'CLOSED', 'CLOSED', 'CLOSED', 'CANCELED'] as const;
const DEMO_ORDERS = 200;

/**
 * The sales side of the demo: a base price list of every product and the configurator's surcharges (with a 5 % discount for the
 * HURT group, at most 15 %), a dealer list for price code DEALER, and 200 orders of the last half
 * year in every status, numbered by the order numerator, their sums computed like the server's.
 */
const seedSales = async (tx: Db, customerIds: number[], productIds: number[], surcharges: { parameterValueId: number; price: number }[]) => {
  const random = sequence(20_260_101);
  const priceOf = new Map(productIds.map((id, i) => [id, Math.round((i < 3 ? 900 + i * 350 : 12 + random() * 240) * 100) / 100]));
  const list = entityTable('price_list');
  // Valid from the new year before the oldest demo order, whenever the demo is seeded.
  const year = warsawDate(new Date(Date.now() - DEMO_ORDERS * 86_400_000)).slice(0, 4);
  const [base, dealer] = await tx
    .insert(list)
    .values([
      { description: `Cennik podstawowy ${year}`, currency: 'PLN', validFrom: `${year}-01-01` },
      { description: `Cennik dealerski ${year}`, priceCode: 'DEALER', currency: 'PLN', validFrom: `${year}-01-01` },
    ])
    .returning({ id: list.id });
  await tx.insert(linesTable('price_list', 'prices')).values([
    ...productIds.map((productId, lineIndex) => ({ priceListId: base.id, lineIndex, productId, price: priceOf.get(productId) })),
    ...productIds.map((productId, lineIndex) => ({ priceListId: dealer.id, lineIndex, productId, price: Math.round(priceOf.get(productId)! * 88) / 100 })),
  ]);
  await tx.insert(linesTable('price_list', 'surcharges')).values(surcharges.map((surcharge, lineIndex) => ({ ...surcharge, priceListId: base.id, lineIndex })));
  await tx.insert(linesTable('price_list', 'discounts')).values([
    { priceListId: base.id, lineIndex: 0, customersGroup: 'HURT', discountPercent: 5, maxDiscount: 15, discountPriority: 1 },
    { priceListId: dealer.id, lineIndex: 0, customersGroup: 'HURT', discountPercent: 3, maxDiscount: 10, discountPriority: 1 },
  ]);
  const order = entityTable('sales_order');
  const orderLines = linesTable('sales_order', 'products');
  const now = Date.now();
  for (let n = 0; n < DEMO_ORDERS; n++) {
    const createdAt = new Date(now - Math.floor((DEMO_ORDERS - n) * 0.9 * 86_400_000 + random() * 40_000_000));
    const number = await nextDocumentCounter(tx, 'order', createdAt);
    const count = 1 + Math.floor(random() * 5);
    const lines = Array.from({ length: count }, () => {
      const productId = productIds[Math.floor(random() * productIds.length)];
      return { productId, quantity: 1 + Math.floor(random() * 8), price: priceOf.get(productId)!, discountPercent: random() < 0.3 ? 5 : 0, vat: 23 };
    });
    const sums = orderSums(lines);
    const status = ORDER_STATUS_MIX[Math.floor(random() * ORDER_STATUS_MIX.length)];
    const [row] = await tx
      .insert(order)
      .values({
        numberStr: number.text,
        prefix: number.prefix,
        number: number.counter,
        status,
        customerId: customerIds[n % customerIds.length],
        reference: `Budowa ${['Poznań', 'Płock', 'Warszawa', 'Katowice', 'Berlin'][n % 5]} ${100 + n}`,
        currency: 'PLN',
        termsOfPayment: 1 + (n % 4),
        // Three weeks after the order, or today for a younger one: the demo holds no day after the one it is seeded on.
        deliveryDate: warsawDate(new Date(Math.min(now, createdAt.getTime() + 21 * 86_400_000))),
        ...sums.total,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((line, lineIndex) => {
        const { discountSum, sumNetto, sumVat, sumBrutto } = sums.lines[lineIndex];
        return { ...line, discountSum, sumNetto, sumVat, sumBrutto, orderId: row.id, lineIndex };
      }),
    );
    await tx.insert(objectVersions).values({ object_type: 'order', object_id: row.id as number, version: 1, action: 'created', data: { ...row, products: lines }, createdAt });
    // A closed order went out with an issued delivery document.
    if (status === 'CLOSED') await seedDeliveryDocument(tx, row, lines, sums, new Date(Math.min(now, createdAt.getTime() + 20 * 86_400_000)));
  }
};

/** An issued delivery document (WZ) of a demo order, numbered by the WZ numerator on the day it was issued: its customer, terms and lines. */
const seedDeliveryDocument = async (tx: Db, order: Record<string, unknown>, lines: { productId: number; quantity: number; price: number; discountPercent: number; vat: number }[], sums: ReturnType<typeof orderSums>, issuedAt: Date) => {
  const document = entityTable('delivery_document');
  const number = await nextDocumentCounter(tx, 'delivery_document', issuedAt);
  const [row] = await tx
    .insert(document)
    .values({
      number: number.text,
      prefix: number.prefix ?? 'WZLC',
      status: 'ISSUED',
      customerId: order.customerId,
      baseDocument: order.id,
      reference: order.reference,
      termsOfPayment: order.termsOfPayment,
      deliveryDate: order.deliveryDate,
      shipmentDate: warsawDate(issuedAt),
      sumNetto: sums.total.sumNetto,
      sumVat: sums.total.sumVat,
      sumBrutto: sums.total.sumBrutto,
      createdAt: issuedAt,
      updatedAt: issuedAt,
    })
    .returning({ id: document.id });
  await tx.insert(linesTable('delivery_document', 'products')).values(
    lines.map((line, lineIndex) => {
      const { sumNetto, sumVat, sumBrutto } = sums.lines[lineIndex];
      return { ...line, sumNetto, sumVat, sumBrutto, deliveryDocumentId: row.id, lineIndex };
    }),
  );
};

type DemoValue = { label: string; isDefault?: boolean; surcharge?: number; properties?: { propId: string; propValue: string; calculated?: boolean }[] };
type DemoProductConfiguration = {
  parameters: { name: string; addDescription?: boolean; values: DemoValue[] }[];
  /** When `when` (parameter/value labels) is chosen, `parameter` may take only `allowed`. */
  rules: { description: string; when: [string, string]; parameter: string; allowed: string[] }[];
  variables: { name: string; expression: string; description: string }[];
};

const AREA = { name: 'area', expression: 'length * height / 1000000', description: 'Powierzchnia [m²]' };
const COLOURS: DemoValue[] = [{ label: 'Biały', isDefault: true }, { label: 'Złoty dąb', surcharge: 180 }, { label: 'Antracyt', surcharge: 220 }];

/** The three configurable products' parameters, values (with properties), rules and variables. */
const DEMO_CONFIGURATIONS: Record<string, DemoProductConfiguration> = {
  'OKNO-PCV': {
    parameters: [
      { name: 'Otwieranie', values: [{ label: 'Rozwierne', isDefault: true }, { label: 'Uchylno-rozwierne', surcharge: 120 }, { label: 'Stałe' }] },
      { name: 'Okucia', values: [{ label: 'Standard', isDefault: true }, { label: 'Antywłamaniowe RC2', surcharge: 260 }] },
      { name: 'Kolor', values: COLOURS },
      {
        name: 'Szyba',
        values: [
          { label: '2-szybowa 4/16/4', properties: [{ propId: 'uw', propValue: '1.1' }, { propId: 'glassArea', propValue: 'round(area * 0.8, 2)', calculated: true }] },
          { label: '3-szybowa 4/12/4/12/4', isDefault: true, surcharge: 150, properties: [{ propId: 'uw', propValue: '0.7' }, { propId: 'glassArea', propValue: 'round(area * 0.8, 2)', calculated: true }] },
          { label: '3-szybowa bezpieczna P2', surcharge: 340, properties: [{ propId: 'uw', propValue: '0.7' }, { propId: 'glassArea', propValue: 'round(area * 0.8, 2)', calculated: true }] },
        ],
      },
    ],
    rules: [{ description: 'Okno stałe: tylko okucia standardowe', when: ['Otwieranie', 'Stałe'], parameter: 'Okucia', allowed: ['Standard'] }],
    variables: [AREA, { name: 'perimeter', expression: '2 * (length + height) / 1000', description: 'Obwód [m]' }],
  },
  'DRZWI-ZEW': {
    parameters: [
      { name: 'Kierunek otwierania', values: [{ label: 'Lewe', isDefault: true }, { label: 'Prawe' }] },
      { name: 'Kolor', values: COLOURS },
      { name: 'Wypełnienie', values: [{ label: 'Pełne', isDefault: true }, { label: 'Przeszklone', surcharge: 420 }] },
    ],
    rules: [],
    variables: [AREA],
  },
  'ROLETA-ZEW': {
    parameters: [
      { name: 'Kolor pancerza', values: [{ label: 'Biały', isDefault: true }, { label: 'Szary' }, { label: 'Antracyt', surcharge: 90 }] },
      { name: 'Napęd', values: [{ label: 'Ręczny', isDefault: true }, { label: 'Elektryczny', surcharge: 480 }, { label: 'Elektryczny z pilotem', surcharge: 620 }] },
    ],
    rules: [],
    variables: [AREA],
  },
};

/** The configurator's demo definitions; answers the surcharges of its values for the base price list. */
const seedConfigurator = async (tx: Db, productIds: ReadonlyMap<string, number>) => {
  const parameter = entityTable('product_parameter');
  const value = entityTable('parameter_value');
  const rule = entityTable('parameter_rule');
  const surcharges: { parameterValueId: number; price: number }[] = [];
  for (const [code, demo] of Object.entries(DEMO_CONFIGURATIONS)) {
    const productId = productIds.get(code)!;
    const valueIds = new Map<string, number>();
    const parameterIds = new Map<string, number>();
    for (const [sortOrder, demoParameter] of demo.parameters.entries()) {
      const [row] = await tx.insert(parameter).values({ productId, name: demoParameter.name, sortOrder, addDescription: demoParameter.addDescription ?? true }).returning({ id: parameter.id });
      parameterIds.set(demoParameter.name, row.id as number);
      for (const [valueOrder, demoValue] of demoParameter.values.entries()) {
        const [made] = await tx.insert(value).values({ parameterId: row.id, label: demoValue.label, isDefault: demoValue.isDefault ?? false, sortOrder: valueOrder }).returning({ id: value.id });
        valueIds.set(`${demoParameter.name}/${demoValue.label}`, made.id as number);
        if (demoValue.surcharge) surcharges.push({ parameterValueId: made.id as number, price: demoValue.surcharge });
        if (demoValue.properties?.length) {
          await tx.insert(linesTable('parameter_value', 'properties')).values(demoValue.properties.map((p, lineIndex) => ({ ...p, calculated: p.calculated ?? false, parameterValueId: made.id, lineIndex })));
        }
      }
    }
    for (const demoRule of demo.rules) {
      const [made] = await tx
        .insert(rule)
        .values({ description: demoRule.description, whenValueId: valueIds.get(demoRule.when.join('/')), parameterId: parameterIds.get(demoRule.parameter) })
        .returning({ id: rule.id });
      await tx.insert(linesTable('parameter_rule', 'allowedValues')).values(demoRule.allowed.map((label, lineIndex) => ({ ruleId: made.id, lineIndex, valueId: valueIds.get(`${demoRule.parameter}/${label}`) })));
    }
    await tx.insert(entityTable('expression_variable')).values(demo.variables.map((v) => ({ ...v, productId })));
  }
  return surcharges;
};

const REQUEST_TOPICS = ['Okna do domu jednorodzinnego', 'Wymiana stolarki w biurze', 'Drzwi zewnętrzne z montażem', 'Rolety do hali', 'Okna dachowe i parapety', 'Przeszklenie klatki schodowej'];
const REQUEST_COMMENTS = ['Klient prosi o wycenę w dwóch wariantach kolorystycznych.', 'Wysłano pytania o wymiary otworów.', 'Pomiar zaplanowany na przyszły tydzień.', 'Klient zaakceptował wstępną ofertę.'];
const DEMO_REQUESTS = 60;

/**
 * 60 offer requests of the last three months in every status, with tags and comments; every sixth
 * became an order (an offer made from it, linked both ways).
 */
const seedOfferRequests = async (tx: Db, customerIds: number[]) => {
  const random = sequence(20_260_315);
  const request = entityTable('customer_request');
  const order = entityTable('sales_order');
  const [admin] = await tx.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const offers = await tx.select({ id: order.id, customerId: order.customerId }).from(order).where(eq(order.status, 'OFERTA')).orderBy(asc(order.id));
  for (let n = 0; n < DEMO_REQUESTS; n++) {
    const createdAt = new Date(Date.now() - Math.floor((DEMO_REQUESTS - n) * 1.5 * 86_400_000 + random() * 30_000_000));
    const customerId = customerIds[n % customerIds.length];
    const offer = n % 6 === 0 ? offers.find((o) => o.customerId === customerId) : undefined;
    if (offer) offers.splice(offers.indexOf(offer), 1);
    const [row] = await tx
      .insert(request)
      .values({
        number: await nextDocumentNumber(tx, 'customer_request', createdAt),
        customerId,
        title: `${REQUEST_TOPICS[n % REQUEST_TOPICS.length]} (${n + 1})`,
        status: 1 + Math.floor(random() * 4),
        manager: admin?.id ?? null,
        author: admin?.id ?? null,
        canceled: n % 15 === 14,
        sendingDate: n % 3 === 0 ? warsawDate(createdAt) : null,
        description: 'Zapytanie z formularza kontaktowego: prośba o ofertę wraz z montażem.',
        orderId: offer?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: request.id });
    if (offer) await tx.update(order).set({ customerRequestId: row.id }).where(eq(order.id, offer.id));
    if (n % 2 === 0) await tx.insert(linesTable('customer_request', 'tags')).values({ customerRequestId: row.id, lineIndex: 0, tagId: 1 + (n % 3) });
    const comments = 1 + Math.floor(random() * 3);
    await tx.insert(customerRequestComments).values(
      Array.from({ length: comments }, (_, i) => ({ customer_request_id: row.id, text: REQUEST_COMMENTS[(n + i) % REQUEST_COMMENTS.length], user_id: admin?.id ?? null, createdAt: new Date(createdAt.getTime() + (i + 1) * 3_600_000) })),
    );
  }
};

/**
 * The demo's sales: customers, products with the configurator's definitions, price lists, 200
 * orders with their delivery documents and 60 offer requests. Answers the customers made.
 */
export const seedSalesDemo = async (tx: Db) => {
  const customers = await tx.insert(entityTable('customer')).values(DEMO_CUSTOMERS).returning({ id: entityTable('customer').id });
  const products = await tx.insert(entityTable('product')).values(DEMO_PRODUCTS).returning({ id: entityTable('product').id, code: entityTable('product').code, status: entityTable('product').status });
  const surcharges = await seedConfigurator(tx, new Map(products.map((p) => [p.code as string, p.id as number])));
  await seedSales(tx, customers.map((c) => c.id as number), products.filter((p) => p.status !== 'Inactive').map((p) => p.id as number), surcharges);
  await seedOfferRequests(tx, customers.map((c) => c.id as number));
  return customers;
};
