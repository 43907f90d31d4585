CREATE TABLE "behavior_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"portfolio_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"source" integer NOT NULL,
	"kind" text NOT NULL,
	"page" text NOT NULL,
	"title" text,
	"time_on_page_ms" integer,
	"call_path" text,
	"outcome_code" integer,
	"duration_ms" integer,
	"application_no" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio" ADD COLUMN "behavior_tracking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "behavior_record" ADD CONSTRAINT "behavior_record_portfolio_id_portfolio_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behavior_record_portfolio_time" ON "behavior_record" USING btree ("portfolio_id","occurred_at");