CREATE TABLE "application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"portfolio_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_category" integer NOT NULL,
	"resume_step" text,
	"completed_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personal" jsonb,
	"employment" jsonb,
	"questions" jsonb,
	"ssn_sealed" text,
	"ssn_last4" text,
	"bank_account_id" uuid,
	"ibv_request_id" uuid,
	"no_ibv_situation" integer,
	"loan_amount_result" integer,
	"qualified_amount_cents" integer,
	"qualification" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "application_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "application_qualified_amount" CHECK ("application"."qualified_amount_cents" is null or "application"."qualified_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"routing_sealed" text NOT NULL,
	"routing_last4" text NOT NULL,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_digest" text NOT NULL,
	"account_type" integer NOT NULL,
	"bank_name" text,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_id" uuid,
	"document_type" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ibv_report" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"institution_name" text NOT NULL,
	"accounts" jsonb NOT NULL,
	"transactions" jsonb NOT NULL,
	"income" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ibv_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_code_hash" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"provider" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ibv_request_request_code_hash_unique" UNIQUE("request_code_hash")
);
--> statement-breakpoint
CREATE TABLE "loan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_no" text NOT NULL,
	"portfolio_id" integer NOT NULL,
	"customer_id" uuid,
	"application_id" uuid,
	"borrower_ssn_last4" text NOT NULL,
	"borrower_date_of_birth" text NOT NULL,
	"loan_status" integer NOT NULL,
	"loan_sub_status" integer,
	"tracker" integer,
	"signature_status" integer DEFAULT 0 NOT NULL,
	"principal_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"payment_frequency" integer,
	"disbursement_date" text,
	"next_payment_date" text,
	"next_payment_amount_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_loan_no_unique" UNIQUE("loan_no"),
	CONSTRAINT "loan_amounts" CHECK ("loan"."principal_cents" > 0 and "loan"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_portfolio_id_portfolio_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ibv_report" ADD CONSTRAINT "ibv_report_request_id_ibv_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ibv_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ibv_request" ADD CONSTRAINT "ibv_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ibv_request" ADD CONSTRAINT "ibv_request_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_portfolio_id_portfolio_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_customer" ON "application" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_one_open" ON "application" USING btree ("customer_id") WHERE "application"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_customer_digest" ON "bank_account" USING btree ("customer_id","account_digest");--> statement-breakpoint
CREATE INDEX "document_customer" ON "document" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ibv_request_application" ON "ibv_request" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "loan_customer" ON "loan" USING btree ("customer_id");