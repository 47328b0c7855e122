CREATE TABLE "attempt_counters" (
	"merchant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "attempt_counters_merchant_id_scope_subject_source_pk" PRIMARY KEY("merchant_id","scope","subject","source")
);
--> statement-breakpoint
DROP TABLE "login_failures";
