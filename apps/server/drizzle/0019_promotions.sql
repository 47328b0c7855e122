CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb NOT NULL,
	"image" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotions_merchant" ON "promotions" USING btree ("merchant_id","starts_at");
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"remark" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'APPLYING' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_applications_once" UNIQUE("promotion_id","member_id")
);
--> statement-breakpoint
CREATE INDEX "promotion_applications_status" ON "promotion_applications" USING btree ("merchant_id","status");
--> statement-breakpoint
CREATE TABLE "promotion_signups" (
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_signups_once" UNIQUE("promotion_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_checkins_day" UNIQUE("promotion_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "promotion_raffle_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"prize" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_raffle_once" UNIQUE("promotion_id","member_id","period")
);
--> statement-breakpoint
CREATE TABLE "promotion_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer,
	"mission_id" integer,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"transaction_id" bigint,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "promotion_rewards_source" UNIQUE("merchant_id","source_key")
);
--> statement-breakpoint
CREATE INDEX "promotion_rewards_member" ON "promotion_rewards" USING btree ("merchant_id","member_id","status");
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"metric" text NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "missions_merchant" ON "missions" USING btree ("merchant_id");
