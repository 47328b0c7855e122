CREATE TABLE "challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_key" text NOT NULL,
	"answer" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"device_id" text,
	"remember_me" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"merchant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_failures_merchant_id_scope_key_pk" PRIMARY KEY("merchant_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "member_login_ips" (
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_login_ips_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '/avatars/1.svg' NOT NULL,
	"avatar_type" text DEFAULT 'STATIC' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_password_hash" text,
	"payee_name" text,
	"mobile" text,
	"country_dialing_code" text,
	"email" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"upline_id" integer,
	"affiliate_code" text,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"club_label" text,
	"member_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"totp_secret" text,
	"first_login_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"trial_expires_at" timestamp with time zone,
	"register_ip" text,
	"register_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"ip" text,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "register_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "default_password" text DEFAULT 'abc123456' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "password_expiry_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login_ips" ADD CONSTRAINT "member_login_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_client" ON "challenges" USING btree ("merchant_id","kind","client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_account" ON "members" USING btree ("merchant_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile" ON "members" USING btree ("merchant_id","country_dialing_code","mobile") WHERE "members"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_email" ON "members" USING btree ("merchant_id","email") WHERE "members"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate" ON "members" USING btree ("merchant_id","affiliate_code") WHERE "members"."affiliate_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_referral" ON "members" USING btree ("merchant_id","referral_code");--> statement-breakpoint
CREATE INDEX "outbox_recipient" ON "outbox" USING btree ("merchant_id","recipient");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("merchant_id","target","created_at");