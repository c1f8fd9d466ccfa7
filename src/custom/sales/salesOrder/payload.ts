import dayjs from 'dayjs';
import { documentNumber } from '../../../schemas/sales/orderStatus';
import { DATE_FORMAT } from '../../../i18n/formats';

type Row = Record<string, unknown>;

/**
 * What a save of the order form sends. An order whose content is locked (confirmed and later, or
 * marked for deletion) sends only its status: the server refuses any other change to it. Otherwise
 * every writable field the form holds (the server drops what it computes itself: sums, numbers).
 */
export const orderPayload = (data: Row, writable: readonly string[]): Row =>
  data.editable === false ? { status: data.status } : Object.fromEntries(writable.filter((key) => key in data).map((key) => [key, data[key]]));

/** The parameters of `orderTitle` ("Nr %{number} od %{date}", spec §9). */
export const orderTitleArgs = (record: Row) => {
  const date = dayjs(record.createdAt as string | undefined);
  return { number: documentNumber(record) || `#${record.id}`, date: record.createdAt && date.isValid() ? date.format(DATE_FORMAT) : '—' };
};

/** The statuses the order form offers: the current one and where it may move (a new order: offer or new). */
export const statusChoices = (record: Row | undefined, initial: readonly string[]): string[] =>
  record?.id ? [String(record.status), ...((record.allowedStatuses as string[] | undefined) ?? [])] : [...initial];

type PriceLine = { priceType: string; price: number; discountPercent: number };

/**
 * A line's price from its price lines: the unit price is the main line's with the surcharges',
 * the discount the customer's (kept as it was when the list grants none).
 */
export const priceFromLines = (lines: readonly PriceLine[], current: { discountPercent?: unknown }) => {
  const unit = lines.filter((l) => l.priceType !== 'discount').reduce((sum, l) => sum + Math.round(l.price * 100), 0) / 100;
  const discount = lines.find((l) => l.priceType === 'discount');
  return { price: unit, discountPercent: discount ? discount.discountPercent : (current.discountPercent ?? 0) };
};
