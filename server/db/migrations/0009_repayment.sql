CREATE SEQUENCE "public"."ledger_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "autopay_failures" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_autopay" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"stopped_after_failures" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_autopay_state" CHECK ("loan_autopay"."state" in ('active', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "loan_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint DEFAULT nextval('ledger_seq') NOT NULL,
	"loan_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"mode" integer NOT NULL,
	"change_type" integer,
	"purpose" text NOT NULL,
	"installment_number" integer,
	"retry" boolean DEFAULT false NOT NULL,
	"payment_date" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"principal_cents" integer DEFAULT 0 NOT NULL,
	"interest_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"transaction_fee_cents" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"return_code" text,
	"return_reason" text,
	"card_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "loan_payment_type" CHECK ("loan_payment"."type" in (14000, 14001, 14002)),
	CONSTRAINT "loan_payment_status" CHECK ("loan_payment"."status" in (1, 3, -1)),
	CONSTRAINT "loan_payment_amounts" CHECK ("loan_payment"."amount_cents" > 0 and "loan_payment"."principal_cents" >= 0 and "loan_payment"."interest_cents" >= 0 and "loan_payment"."fee_cents" >= 0 and "loan_payment"."transaction_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_schedule_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint DEFAULT nextval('ledger_seq') NOT NULL,
	"loan_id" uuid NOT NULL,
	"change_type" integer NOT NULL,
	"effective_date" text NOT NULL,
	"due_dates" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_card" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_card_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "payment_idempotency" (
	"customer_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_idempotency_customer_id_idempotency_key_pk" PRIMARY KEY("customer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "statement_document_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"closing_date" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_installment" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_installment" ADD COLUMN "flags" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_installment" ADD COLUMN "scheduled_due_date" text;--> statement-breakpoint
ALTER TABLE "loan_installment" ADD COLUMN "scheduled_payment_cents" integer;--> statement-breakpoint
ALTER TABLE "autopay_failures" ADD CONSTRAINT "autopay_failures_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_autopay" ADD CONSTRAINT "loan_autopay_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payment" ADD CONSTRAINT "loan_payment_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payment" ADD CONSTRAINT "loan_payment_card_id_payment_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_card"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_schedule_change" ADD CONSTRAINT "loan_schedule_change_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_card" ADD CONSTRAINT "payment_card_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_idempotency" ADD CONSTRAINT "payment_idempotency_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_document_link" ADD CONSTRAINT "statement_document_link_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_payment_loan" ON "loan_payment" USING btree ("loan_id","payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payment_one_withdrawal" ON "loan_payment" USING btree ("loan_id","installment_number") WHERE "loan_payment"."installment_number" is not null and "loan_payment"."status" <> -1;--> statement-breakpoint
CREATE INDEX "loan_schedule_change_loan" ON "loan_schedule_change" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "payment_card_customer" ON "payment_card" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "statement_document_link_loan" ON "statement_document_link" USING btree ("loan_id");