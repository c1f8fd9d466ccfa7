import type { SelectOption } from '../core';

/** Spec §4 "Order status". */
export type OrderStatus = 'OFERTA' | 'NEW' | 'CONFIRMED' | 'READY_FOR_PRODUCTION' | 'CANCELED' | 'CLOSED';

export const ORDER_STATUS_OPTIONS: readonly (SelectOption & { id: OrderStatus })[] = [
  { id: 'OFERTA', label: { pl: 'Oferta', en: 'Offer', de: 'Angebot', fr: 'Offre' } },
  { id: 'NEW', label: { pl: 'Nowe', en: 'New', de: 'Neu', fr: 'Nouvelle' } },
  { id: 'CONFIRMED', label: { pl: 'Potwierdzone', en: 'Confirmed', de: 'Bestätigt', fr: 'Confirmée' } },
  { id: 'READY_FOR_PRODUCTION', label: { pl: 'Gotowe do produkcji', en: 'Ready for production', de: 'Bereit zur Produktion', fr: 'Prête pour la production' } },
  { id: 'CLOSED', label: { pl: 'Zamknięte', en: 'Closed', de: 'Abgeschlossen', fr: 'Clôturée' } },
  { id: 'CANCELED', label: { pl: 'Anulowane', en: 'Canceled', de: 'Storniert', fr: 'Annulée' } },
];

/**
 * Which status an order may move to from each status (the spec shows none; this is ours): forward
 * one step at a time (an offer becomes an order, is confirmed, released to production, closed),
 * CANCELED from any open state, CANCELED and CLOSED final. The server refuses any other move and
 * the order screen offers only these.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  OFERTA: ['NEW', 'CANCELED'],
  NEW: ['CONFIRMED', 'CANCELED'],
  CONFIRMED: ['READY_FOR_PRODUCTION', 'CANCELED'],
  READY_FOR_PRODUCTION: ['CLOSED', 'CANCELED'],
  CANCELED: [],
  CLOSED: [],
};

/** Statuses a new order may be created in. */
export const INITIAL_ORDER_STATUSES: readonly OrderStatus[] = ['OFERTA', 'NEW'];

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => from === to || ORDER_TRANSITIONS[from].includes(to);

/**
 * Whether an order's content (customer, terms, lines, prices) may still change: only while it is an
 * offer or new. From CONFIRMED on it is what the customer agreed to; only its status moves on.
 */
export const orderEditable = (status: OrderStatus): boolean => status === 'OFERTA' || status === 'NEW';

/**
 * Whether an order may be deleted without being marked for deletion first: one that never reached
 * production (an offer, a new or a canceled order). A confirmed or later order is marked first,
 * so deleting it takes two deliberate steps.
 */
export const orderDeletable = (status: OrderStatus, markedToDelete: boolean): boolean => markedToDelete || orderEditable(status) || status === 'CANCELED';

/** Spec §3: the number is `numberStr` when present, else the prefix and the number padded to 6 digits. */
export const documentNumber = (order: { numberStr?: string | null; prefix?: string | null; number?: number | null }): string =>
  order.numberStr || (order.number ? `${order.prefix ? `${order.prefix}-` : ''}${String(order.number).padStart(6, '0')}` : '');
