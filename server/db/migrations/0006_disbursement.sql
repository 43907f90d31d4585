CREATE TABLE "loan_installment" (
	"loan_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" text NOT NULL,
	"payment_cents" integer NOT NULL,
	"principal_cents" integer NOT NULL,
	"interest_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	CONSTRAINT "loan_installment_loan_id_number_pk" PRIMARY KEY("loan_id","number"),
	CONSTRAINT "loan_installment_amounts" CHECK ("loan_installment"."payment_cents" = "loan_installment"."principal_cents" + "loan_installment"."interest_cents" + "loan_installment"."fee_cents" and "loan_installment"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"step" text NOT NULL,
	"choices" jsonb NOT NULL,
	"confirmed_bank_account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote" jsonb,
	"loan_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_request_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "repayment_mode" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "ach_authorized" boolean;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "disbursement_mode" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "annual_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "installment_count" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "apr_bps" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "finance_charge_cents" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "amount_financed_cents" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "total_of_payments_cents" integer;--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "prepaid_finance_charge_cents" integer;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "check_payable_to" text;--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "check_mailing_address" jsonb;--> statement-breakpoint
ALTER TABLE "loan_installment" ADD CONSTRAINT "loan_installment_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_request" ADD CONSTRAINT "loan_request_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_request" ADD CONSTRAINT "loan_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_request" ADD CONSTRAINT "loan_request_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_request_customer" ON "loan_request" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_bank_account_id_bank_account_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_one_open_per_application" ON "loan" USING btree ("application_id") WHERE "loan"."loan_status" not in (103, 206);