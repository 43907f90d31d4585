CREATE TABLE "agreement_document_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"document" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agreement_document_link_document" CHECK ("agreement_document_link"."document" in ('original', 'signed'))
);
--> statement-breakpoint
CREATE TABLE "agreement_signature" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"signed_with" text NOT NULL,
	"adoption" text NOT NULL,
	"disclosure_version" text NOT NULL,
	"disclosure_accepted_at" timestamp with time zone NOT NULL,
	"agreement_viewed_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"original_sha256" text NOT NULL,
	"signed_pages_sha256" text NOT NULL,
	"signed_sha256" text NOT NULL,
	"signed_pdf" "bytea" NOT NULL,
	CONSTRAINT "agreement_signature_agreement_id_unique" UNIQUE("agreement_id"),
	CONSTRAINT "agreement_signature_sha256" CHECK ("agreement_signature"."original_sha256" ~ '^[0-9a-f]{64}$' and "agreement_signature"."signed_pages_sha256" ~ '^[0-9a-f]{64}$' and "agreement_signature"."signed_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "agreement_waiting_session" (
	"agreement_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agreement_waiting_session_agreement_id_session_id_pk" PRIMARY KEY("agreement_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "loan_agreement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"ticket" text NOT NULL,
	"terms_version" text NOT NULL,
	"content" jsonb NOT NULL,
	"made_on" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"signature_box" jsonb NOT NULL,
	"sign_status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_agreement_ticket_unique" UNIQUE("ticket"),
	CONSTRAINT "loan_agreement_sign_status" CHECK ("loan_agreement"."sign_status" in (0, 1, 2, 3, 4, 5)),
	CONSTRAINT "loan_agreement_sha256" CHECK ("loan_agreement"."pdf_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "signature_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_document_link" ADD CONSTRAINT "agreement_document_link_agreement_id_loan_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."loan_agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signature" ADD CONSTRAINT "agreement_signature_agreement_id_loan_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."loan_agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_waiting_session" ADD CONSTRAINT "agreement_waiting_session_agreement_id_loan_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."loan_agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement" ADD CONSTRAINT "loan_agreement_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement" ADD CONSTRAINT "loan_agreement_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_link" ADD CONSTRAINT "signature_link_agreement_id_loan_agreement_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."loan_agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_document_link_agreement" ON "agreement_document_link" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "loan_agreement_loan" ON "loan_agreement" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loan_agreement_customer" ON "loan_agreement" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_agreement_one_waiting_per_loan" ON "loan_agreement" USING btree ("loan_id") WHERE "loan_agreement"."sign_status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_agreement_one_signed_per_loan" ON "loan_agreement" USING btree ("loan_id") WHERE "loan_agreement"."sign_status" = 1;--> statement-breakpoint
CREATE INDEX "signature_link_agreement" ON "signature_link" USING btree ("agreement_id");