CREATE TABLE "access_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"grant_type" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consent_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"portfolio_id" integer NOT NULL,
	"code" text NOT NULL,
	"version" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"account_status" integer NOT NULL,
	"first_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_email_lower" CHECK ("customer"."email" = lower("customer"."email")),
	CONSTRAINT "customer_account_status" CHECK ("customer"."account_status" in (0, 1, -1, -2, -3, -4, -5))
);
--> statement-breakpoint
CREATE TABLE "customer_consent" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"template_id" integer NOT NULL,
	"template_code" text NOT NULL,
	"version" text NOT NULL,
	"checked" boolean NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "link_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"create_account_type" integer,
	"consents" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "link_token_purpose" CHECK ("link_token"."purpose" in ('createAccount', 'resetPassword'))
);
--> statement-breakpoint
CREATE TABLE "login_challenge" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"portfolio_id" integer,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_device" (
	"customer_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_device_customer_id_device_hash_pk" PRIMARY KEY("customer_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "access_token" ADD CONSTRAINT "access_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_template" ADD CONSTRAINT "consent_template_portfolio_id_portfolio_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_portfolio_id_portfolio_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent" ADD CONSTRAINT "customer_consent_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent" ADD CONSTRAINT "customer_consent_template_id_consent_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."consent_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_token" ADD CONSTRAINT "link_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenge" ADD CONSTRAINT "login_challenge_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_portfolio_id_portfolio_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_device" ADD CONSTRAINT "trusted_device_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_token_customer" ON "access_token" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_template_version" ON "consent_template" USING btree ("portfolio_id","code","version");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_template_current" ON "consent_template" USING btree ("portfolio_id","code") WHERE "consent_template"."current";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_portfolio_email" ON "customer" USING btree ("portfolio_id","email");--> statement-breakpoint
CREATE INDEX "customer_consent_customer" ON "customer_consent" USING btree ("customer_id","template_code");--> statement-breakpoint
CREATE INDEX "link_token_customer" ON "link_token" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_challenge_customer" ON "login_challenge" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "throttle_event_lookup" ON "throttle_event" USING btree ("kind","subject","at");