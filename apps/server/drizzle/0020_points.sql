CREATE TABLE "point_configs" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bet_unit" bigint NOT NULL,
	"points_per_unit" bigint NOT NULL,
	"convert_points" bigint NOT NULL,
	"convert_amount" bigint NOT NULL,
	"min_convert" bigint NOT NULL,
	"earn_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_goods_stock" CHECK ("point_goods"."stock" >= 0),
	CONSTRAINT "point_goods_price" CHECK ("point_goods"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'IN_PROCESS' NOT NULL,
	"hold_transaction_id" bigint NOT NULL,
	"decide_transaction_id" bigint,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_earnings" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"valid_stake" bigint NOT NULL,
	"points" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_goods_id_point_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."point_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_goods_merchant" ON "point_goods" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_status" ON "point_redemptions" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "point_earnings_member" ON "point_earnings" USING btree ("merchant_id","member_id");
