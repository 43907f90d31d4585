CREATE TABLE "portfolio" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"domain_of_web" text NOT NULL,
	"domain_of_wap" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"third_color" text NOT NULL,
	"favicon_svg" text NOT NULL,
	"customer_service_phone" text NOT NULL,
	"customer_service_email" text NOT NULL,
	"originating" boolean DEFAULT true NOT NULL,
	"program_code" text NOT NULL,
	"program_name" text NOT NULL,
	"min_loan_amount_cents" integer NOT NULL,
	"max_loan_amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_domain_of_web_unique" UNIQUE("domain_of_web"),
	CONSTRAINT "portfolio_domain_of_wap_unique" UNIQUE("domain_of_wap"),
	CONSTRAINT "portfolio_loan_limits" CHECK (0 < "portfolio"."min_loan_amount_cents" and "portfolio"."min_loan_amount_cents" <= "portfolio"."max_loan_amount_cents"),
	CONSTRAINT "portfolio_colors_hex" CHECK ("portfolio"."primary_color" ~ '^#[0-9A-Fa-f]{6}$' and "portfolio"."secondary_color" ~ '^#[0-9A-Fa-f]{6}$' and "portfolio"."third_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "portfolio_domains_lower" CHECK ("portfolio"."domain_of_web" = lower("portfolio"."domain_of_web") and "portfolio"."domain_of_wap" = lower("portfolio"."domain_of_wap"))
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
