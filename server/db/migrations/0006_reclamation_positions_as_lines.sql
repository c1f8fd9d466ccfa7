-- The positions are now the reclamation's `lines` field: its table is generated, with the
-- engine's index names. Renamed, not rebuilt: the same columns in the same order.
ALTER INDEX "reclamation_item_reclamation_idx" RENAME TO "reclamation_item_reclamation_id_idx";
--> statement-breakpoint
ALTER INDEX "reclamation_item_subject_idx" RENAME TO "reclamation_item_reclamation_subject_idx";
