CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"loan_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_decision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" integer NOT NULL,
	"from_sub_status" integer,
	"to_status" integer NOT NULL,
	"to_sub_status" integer,
	"reason" text,
	"operator" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "termination_reason" integer;--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "origination_status" integer;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_decision" ADD CONSTRAINT "loan_decision_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_due" ON "job" USING btree ("run_at") WHERE "job"."done_at" is null and "job"."failed_at" is null and "job"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "job_loan" ON "job" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loan_decision_loan" ON "loan_decision" USING btree ("loan_id","at");--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_termination_reason" CHECK ("application"."termination_reason" is null or "application"."termination_reason" in (30001, 30002));--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_origination_status" CHECK ("application"."origination_status" is null or "application"."origination_status" in (20001, 20002, 20003, 20004));