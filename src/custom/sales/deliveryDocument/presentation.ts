import { salesOrder } from '../../../schemas/entities/salesOrder';
import type { DeliveryStatus } from '../../../schemas/sales/deliveryStatus';
import { requestTitleArgs } from '../customerRequest/presentation';
import { orderPayload, statusChoices } from '../salesOrder/payload';
import type { TextKey } from '../texts';
import { hasText } from '../texts';

type Row = Record<string, unknown>;

/** A new delivery document starts NEW: the server refuses any other status on create. */
const INITIAL: readonly DeliveryStatus[] = ['NEW'];

/**
 * What a save of the WZ form sends: an issued or canceled document (`editable` false) only its
 * status, since the server refuses any other change to it; otherwise every writable field the
 * form holds. The same rule as an order's, so the same function.
 */
export const deliveryPayload = (data: Row, writable: readonly string[]): Row => orderPayload(data, writable);

/**
 * The parameters of `orderTitle` ("Nr %{number} od %{date}"): the numerator's text and the
 * day the document was made. A WZ keeps its number in `number`, as an offer request does.
 */
export const deliveryTitleArgs = (record: Row): { number: string; date: string } => requestTitleArgs(record);

/** The statuses the status select offers: the current one and the moves the server allows (`allowedStatuses`); NEW for a new document. */
export const deliveryStatusChoices = (record: Row | undefined): string[] => statusChoices(record, INITIAL);

/** The key (in ../texts.ts) of the notice saying why a document no longer changes; null while it may or when the portal has no words for its status. */
export const lockedNoticeKey = (record: Row | undefined): TextKey | null => {
  const key = `deliveryLocked_${String(record?.status)}`;
  return record?.id && record.editable === false && hasText(key) ? key : null;
};

/** Where the printed WZ opens: the saved document, not what the form holds. */
export const deliveryPdfUrl = (id: unknown): string => `/api/delivery_document/${encodeURIComponent(String(id))}/document.pdf`;

/** The screen of the order a document was made from; null when it was made by hand. */
export const baseOrderPath = (record: Row | undefined): string | null =>
  record?.baseDocument === null || record?.baseDocument === undefined ? null : `/${salesOrder.menu}/${encodeURIComponent(String(record.baseDocument))}`;
