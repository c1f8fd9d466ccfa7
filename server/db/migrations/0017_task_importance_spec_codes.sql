-- A task's importance takes the specification's codes (NOT_SET, HIGHT, NORMAL, LOW). HIGH was the
-- portal's own spelling of HIGHT. CRITICAL is not in the specification: a critical task is kept
-- as the most important one there is, HIGHT, never lowered to NORMAL or dropped to NOT_SET.
UPDATE "task" SET "importance" = 'HIGHT' WHERE "importance" IN ('HIGH', 'CRITICAL');
