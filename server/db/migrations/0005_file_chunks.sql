CREATE TABLE "file_chunk" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunk_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);

--> statement-breakpoint
ALTER TABLE "file_chunk" ADD CONSTRAINT "file_chunk_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The pieces are PDFs and photos, already compressed: stored out of line without trying again.
ALTER TABLE "file_chunk" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Files stored whole before are cut into pieces of 256 KiB (FILE_CHUNK_SIZE) before their column goes.
INSERT INTO "file_chunk" ("file_id", "seq", "data")
SELECT "file"."id", "piece"."seq", substring("file"."data" FROM "piece"."seq" * 262144 + 1 FOR 262144)
FROM "file", generate_series(0, (length("file"."data") - 1) / 262144) AS "piece"("seq")
WHERE length("file"."data") > 0;
--> statement-breakpoint
ALTER TABLE "file" DROP COLUMN "data";
