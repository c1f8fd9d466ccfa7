import { describe, expect, it } from 'vitest';
import { baseOrderPath, deliveryPayload, deliveryPdfUrl, deliveryStatusChoices, deliveryTitleArgs, lockedNoticeKey } from './presentation';

describe('delivery document form', () => {
  const writable = ['status', 'customerId', 'reference', 'products'];

  it('sends only the status of an issued or canceled document, and the writable fields of a new one', () => {
    const issued = { id: 4, status: 'ISSUED', reference: 'Hala', sumBrutto: 36.9, number: 'WZLC/0004/03/2026', editable: false, allowedStatuses: [] };
    expect(deliveryPayload(issued, writable)).toEqual({ status: 'ISSUED' });
    const open = { ...issued, status: 'NEW', editable: true, customerId: 2, products: [{ productId: 1, quantity: 3 }] };
    expect(deliveryPayload(open, writable)).toEqual({ status: 'NEW', customerId: 2, reference: 'Hala', products: [{ productId: 1, quantity: 3 }] });
    // A new document has no flag yet: everything the form holds goes.
    expect(deliveryPayload({ status: 'NEW', customerId: 2, products: [] }, writable)).toEqual({ status: 'NEW', customerId: 2, products: [] });
  });

  it('titles a document "Nr {number} od {date}", with its id while it has no number', () => {
    expect(deliveryTitleArgs({ id: 7, number: 'WZLC/0007/03/2026', createdAt: '2026-03-05T08:00:00Z' })).toEqual({ number: 'WZLC/0007/03/2026', date: '05.03.2026' });
    expect(deliveryTitleArgs({ id: 8 })).toEqual({ number: '#8', date: '—' });
  });

  it('offers the current status and the moves the server allows; NEW for a new document', () => {
    expect(deliveryStatusChoices({ id: 1, status: 'NEW', allowedStatuses: ['ISSUED', 'CANCELED'] })).toEqual(['NEW', 'ISSUED', 'CANCELED']);
    expect(deliveryStatusChoices({ id: 1, status: 'ISSUED', allowedStatuses: [] })).toEqual(['ISSUED']);
    expect(deliveryStatusChoices(undefined)).toEqual(['NEW']);
  });

  it('says why a locked document no longer changes, by its status', () => {
    expect(lockedNoticeKey({ id: 1, status: 'ISSUED', editable: false })).toBe('deliveryLocked_ISSUED');
    expect(lockedNoticeKey({ id: 1, status: 'CANCELED', editable: false })).toBe('deliveryLocked_CANCELED');
    expect(lockedNoticeKey({ id: 1, status: 'NEW', editable: true })).toBeNull();
    expect(lockedNoticeKey(undefined)).toBeNull();
  });

  it('links the printed WZ and the base order, when there is one', () => {
    expect(deliveryPdfUrl(12)).toBe('/api/delivery_document/12/document.pdf');
    expect(baseOrderPath({ id: 12, baseDocument: 31 })).toBe('/sales/sales-orders/31');
    expect(baseOrderPath({ id: 12, baseDocument: null })).toBeNull();
    expect(baseOrderPath(undefined)).toBeNull();
  });
});
