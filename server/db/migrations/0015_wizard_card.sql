ALTER TABLE "loan" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_request" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_card_id_payment_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_request" ADD CONSTRAINT "loan_request_card_id_payment_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_card"("id") ON DELETE set null ON UPDATE no action;