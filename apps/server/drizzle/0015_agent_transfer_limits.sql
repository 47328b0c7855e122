ALTER TABLE "merchants" ADD COLUMN "agent_transfer_min" bigint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_transfer_max" bigint DEFAULT 10000000 NOT NULL;