CREATE TABLE "house_pvp_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"seat" integer NOT NULL,
	"session_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"nickname" text NOT NULL,
	"mode" text NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"leaving" boolean DEFAULT false NOT NULL,
	"sat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_pvp_seats_table_seat" UNIQUE("table_id","seat"),
	CONSTRAINT "house_pvp_seats_table_player" UNIQUE("table_id","player_id")
);
--> statement-breakpoint
CREATE INDEX "house_pvp_seats_session" ON "house_pvp_seats" USING btree ("session_id");