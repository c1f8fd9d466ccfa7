import type { SelectOption } from '../core';

/** A delivery document's state: spec §4 shows only NEW; issued and canceled are ours. */
export type DeliveryStatus = 'NEW' | 'ISSUED' | 'CANCELED';

export const DELIVERY_STATUS_OPTIONS: readonly (SelectOption & { id: DeliveryStatus })[] = [
  { id: 'NEW', label: { pl: 'Nowy', en: 'New', de: 'Neu', fr: 'Nouveau' } },
  { id: 'ISSUED', label: { pl: 'Wydany', en: 'Issued', de: 'Ausgegeben', fr: 'Émis' } },
  { id: 'CANCELED', label: { pl: 'Anulowany', en: 'Canceled', de: 'Storniert', fr: 'Annulé' } },
];

/**
 * A delivery document is prepared (NEW), then issued with the goods (ISSUED, final) or canceled
 * before that (CANCELED, final). Only a NEW one may change its content.
 */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  NEW: ['ISSUED', 'CANCELED'],
  ISSUED: [],
  CANCELED: [],
};

export const canMoveDelivery = (from: DeliveryStatus, to: DeliveryStatus): boolean => from === to || DELIVERY_TRANSITIONS[from].includes(to);

/** Order statuses a delivery document may be made from: confirmed and on, never canceled. */
export const DELIVERABLE_ORDER_STATUSES: readonly string[] = ['CONFIRMED', 'READY_FOR_PRODUCTION', 'CLOSED'];
