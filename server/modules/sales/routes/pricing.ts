import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { product } from '../../../../src/schemas/entities/product';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import { entityTable } from '../../../db/tables';
import { ApiError, badRequest, ok, parseOr400 } from '../../../http';
import type { Currency, PriceQuery } from '../pricing/priceLines';
import { calculatePriceLines } from '../pricing/priceLines';
import { loadPriceLists, priceCustomer } from '../pricing/priceListStore';
import { warsawToday } from '../../../core/today';
import { chosenLabels, chosenParameters, choicesOf } from './configurator';

const id = z.number().int().positive().max(2_147_483_647);
/** Up to 3 decimals, like an order line's quantity. */
const quantity = z
  .number()
  .min(0.001)
  .max(1_000_000)
  .refine((q) => Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6, { params: { code: 'tooManyDecimals', params: { max: 3 } } });

const priceBody = z.object({
  productId: id,
  quantity: quantity.default(1),
  choosenParameters: chosenParameters.default([]),
  customerId: id.nullish(),
  currency: z.enum(['PLN', 'EUR', 'USD']).default('PLN'),
});

/**
 * Prices (spec §7): `POST /pricelist/calculate_prices` answers an order line's price lines (the main
 * line, surcharges of chosen configurator values, the customer's discount; spec §9: VAT 0, net equals
 * gross), `POST /product/getPrice` a product's unit price. An unknown product or customer is a 400
 * on its field; a product no price list prices is a 400 `noPrice`.
 */
export const pricingRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  const priceOf = async (body: z.output<typeof priceBody>) => {
    const table = entityTable(product.name);
    const [found] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, body.productId));
    if (!found) throw badRequest([{ path: 'productId', code: 'unknownReference', label: product.label.one }]);
    const customer = await priceCustomer(db, body.customerId);
    if (customer === undefined) throw badRequest([{ path: 'customerId', code: 'unknownReference', label: salesOrder.fields.customerId.label }]);
    // The chosen values are read from the configurator's definitions, never taken from the body.
    const chosen = await chosenLabels(db, body.productId, choicesOf(body.choosenParameters));
    const query: PriceQuery = {
      productId: body.productId,
      productName: String(found.name),
      quantity: body.quantity,
      chosen,
      customer,
      currency: body.currency as Currency,
      today: warsawToday(),
    };
    const result = calculatePriceLines(await loadPriceLists(db, query.currency, [body.productId], chosen.map((c) => c.parameterValueId)), query);
    if (!result.ok) throw new ApiError(400, 'noPrice', [{ path: 'productId', code: 'noPrice' }]);
    return result;
  };

  app.post('/api/pricelist/calculate_prices', { config: { access: { key: salesOrder.access, mode: 'read' } }, schema: { tags: ['pricelist'], summary: "An order line's price lines (main price, surcharges, the customer's discount)", body: priceBody } }, async (request) => ok((await priceOf(parseOr400(priceBody, request.body))).lines));

  app.post('/api/product/getPrice', { config: { access: { key: product.access, mode: 'read' } }, schema: { tags: ['product'], summary: "A product's unit price", body: priceBody } }, async (request) => {
    const body = parseOr400(priceBody, request.body);
    const { lines, maxDiscount } = await priceOf(body);
    const [main] = lines;
    return ok({ productId: body.productId, currency: body.currency, price: main.price, pricelistId: main.pricelistId, priceCode: main.priceCode, maxDiscount, lines });
  });
};
