import { reclamationProductionOrder } from '../../../src/schemas/entities/reclamationProductionOrder';
import { hooksFor } from '../../core/entityHooks';
import { reclamationHistoryEvents } from '../../db/tables';

/** A production order made from a reclamation is written to its history (spec §3 action type 5, "service order added"). */
export const productionOrderHooks = hooksFor(reclamationProductionOrder, {
  afterCreate: async ({ tx, userId }, row) => {
    await tx.insert(reclamationHistoryEvents).values({
      reclamation_id: Number(row.reclamation_id),
      action_type: 5,
      description: `Zlecenie produkcyjne: ${String(row.number)}`,
      user_id: userId,
    });
  },
});
