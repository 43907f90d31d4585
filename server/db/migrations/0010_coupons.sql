CREATE TABLE "coupon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"identifier_hash" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"settlement_cents" integer NOT NULL,
	"max_payments" integer NOT NULL,
	"owed_when_issued_cents" integer NOT NULL,
	"expires_on" text NOT NULL,
	"status" text NOT NULL,
	"ended_reason" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"issued_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_identifier_hash_unique" UNIQUE("identifier_hash"),
	CONSTRAINT "coupon_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "coupon_status" CHECK ("coupon"."status" in ('issued', 'accepted', 'settled', 'cleared', 'rejected', 'retired')),
	CONSTRAINT "coupon_kind" CHECK ("coupon"."kind" in ('discount', 'plan')),
	CONSTRAINT "coupon_figures" CHECK ("coupon"."settlement_cents" > 0 and "coupon"."max_payments" between 1 and 6 and "coupon"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_payment" (
	"loan_payment_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_forgiveness" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint DEFAULT nextval('ledger_seq') NOT NULL,
	"loan_id" uuid NOT NULL,
	"coupon_id" uuid,
	"effective_date" text NOT NULL,
	"principal_cents" integer DEFAULT 0 NOT NULL,
	"interest_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_card" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_payment" ADD CONSTRAINT "coupon_payment_loan_payment_id_loan_payment_id_fk" FOREIGN KEY ("loan_payment_id") REFERENCES "public"."loan_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_payment" ADD CONSTRAINT "coupon_payment_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_forgiveness" ADD CONSTRAINT "loan_forgiveness_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_forgiveness" ADD CONSTRAINT "loan_forgiveness_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_loan" ON "coupon" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_one_in_effect" ON "coupon" USING btree ("loan_id") WHERE "coupon"."status" in ('issued', 'accepted');--> statement-breakpoint
CREATE INDEX "coupon_payment_coupon" ON "coupon_payment" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "loan_forgiveness_loan" ON "loan_forgiveness" USING btree ("loan_id");