ALTER TABLE "reclamation_history_event" ADD COLUMN "remind_at" date;
--> statement-breakpoint
ALTER TABLE "reclamation_history_event" ADD COLUMN "done_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "reclamation_history_open_reminder_idx" ON "reclamation_history_event" USING btree ("user_id","remind_at") WHERE action_type = 6 AND done_at IS NULL;
