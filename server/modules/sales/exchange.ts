import type { Db } from '../../db/connection';
import { entityTable } from '../../db/tables';

/**
 * Puts a record on the ERP's queue (the exchange objects, spec §7) inside the caller's transaction:
 * it is queued exactly when the change that calls for it commits. `payload` is the record as it
 * was at that moment.
 */
export const enqueueExchange = async (tx: Db, objectType: 'order' | 'delivery_document', objectId: number, objectNumber: string, action: string, payload: Record<string, unknown>) => {
  await tx.insert(entityTable('exchange_object')).values({ objectType, objectId, objectNumber, action, status: 'pending', payload: [payload] });
};
