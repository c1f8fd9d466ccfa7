/**
 * The sales module's calls beyond a record's own reads and writes (spec §7 "Sales"):
 *
 *   delete a request's comment    DELETE /api/customer_request/comment/{id}
 *   order from a request          POST   /api/customer_request/{id}/create_order
 *   remove a product's picture    DELETE /api/product/{id}/image
 *   delivery document of an order POST   /api/delivery_document/from_order/{id}
 *   price a line                  POST   /api/pricelist/calculate_prices
 *   reference used twice?         POST   /api/order/check_double
 *   configurator                  POST   /api/product_parameter, /api/next_param_value, /api/selected_value
 */
import { apiData, httpClient } from './httpClient';

const post = async <T>(path: string, body?: unknown): Promise<T> =>
  apiData<T>(path, { method: 'POST', ...(body === undefined ? {} : { body }) });

/** One price of a line as the price list answers it: the unit prices and the discount. */
export type PriceLine = { priceType: string; price: number; discountPercent: number };
/** A configurator parameter of a product, in the order it is chosen. */
export type ConfiguratorParameter = { id: number; uuid: string; name: string };
export type ConfiguratorValue = { id: number; label: string; default: boolean };
export type ChosenParameter = { param: { id: number; uuid?: string; name?: string }; paramValue: { id: number }; valueLabel?: string; errorValue?: boolean };
export type ConfiguratorProblem = { parameterId: number | null; message: string };
/** The configurator's check of the choices: the line's description and computed values. */
export type ConfiguratorSelection = { valid: boolean; description: string; values: Record<string, number>; chosen: ChosenParameter[]; problems: ConfiguratorProblem[] };

export const deleteRequestComment = (commentId: number | string): Promise<unknown> => httpClient(`/customer_request/comment/${commentId}`, { method: 'DELETE' });

/** Makes an order of an offer request; answers the order made. */
export const createOrderFromRequest = (requestId: number | string): Promise<{ order: { id: number; numberStr: string } }> =>
  post(`/customer_request/${requestId}/create_order`);

export const removeProductImage = (productId: number | string): Promise<unknown> => httpClient(`/product/${productId}/image`, { method: 'DELETE' });

/** Makes the delivery document of an order; answers the document made. */
export const createDeliveryDocument = (orderId: number | string): Promise<{ id: number; number: string }> => post(`/delivery_document/from_order/${orderId}`);

/** The price list's prices of one line for a customer and currency. */
export const calculatePrices = (body: Record<string, unknown>): Promise<PriceLine[]> => post('/pricelist/calculate_prices', body);

/** Whether another order already has the reference (and the warning to show). */
export const checkDoubleReference = (reference: string, id: number | string | null): Promise<{ double: boolean; message: string | null }> =>
  post('/order/check_double', { reference, id });

export const productParameters = (productId: number): Promise<ConfiguratorParameter[]> => post('/product_parameter', { productId });

/** The values a parameter allows after the earlier choices, and the one it takes by default. */
export const nextParameterValues = (body: { productId: number; parameterId: number; choosenParameters: ChosenParameter[] }): Promise<{ values: ConfiguratorValue[]; defaultValueId: number | null }> =>
  post('/next_param_value', body);

export const selectedValue = (body: Record<string, unknown>): Promise<ConfiguratorSelection> => post('/selected_value', body);
