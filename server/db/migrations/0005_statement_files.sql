-- Decision 0505: statement bytes live in the file store; a row keeps where. Rows written before keep their
-- bytes in "content" until the server moves them to this key at start (server/application/statement-files.ts).
ALTER TABLE "document" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "storage_key" text;--> statement-breakpoint
UPDATE "document" SET "storage_key" = 'statements/' || "customer_id" || '/' || "id";--> statement-breakpoint
ALTER TABLE "document" ALTER COLUMN "storage_key" SET NOT NULL;
