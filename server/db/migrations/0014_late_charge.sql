CREATE TABLE "loan_late_charge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint DEFAULT nextval('ledger_seq') NOT NULL,
	"loan_id" uuid NOT NULL,
	"installment_number" integer NOT NULL,
	"due_date" text NOT NULL,
	"charged_on" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_late_charge_amount" CHECK ("loan_late_charge"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_late_charge" ADD CONSTRAINT "loan_late_charge_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_late_charge_once" ON "loan_late_charge" USING btree ("loan_id","installment_number");