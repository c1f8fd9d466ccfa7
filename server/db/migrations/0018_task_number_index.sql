CREATE INDEX "task_number_idx" ON "task" USING btree ("number");
