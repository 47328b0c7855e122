-- The best rate (basis points, 100 = 1%) an agent at the top of the tree, who has no upline's
-- contract to answer to, may offer a downline, per contract kind. Before this, such an agent could
-- offer up to 100%, paid by the house. The defaults (why each, in tables/merchants.ts) apply to
-- every brand here too. Contracts already offered above them are not ended here, unseen: they
-- stay until the brand sets that ceiling in its settings, which ends them as an upline's lower
-- rate does (modules/agent/top-ceilings.ts).
ALTER TABLE "merchants" ADD COLUMN "top_agent_dividend_ceiling" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "top_agent_daily_salary_ceiling" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "top_agent_hourly_salary_ceiling" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "top_agent_realtime_salary_ceiling" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_top_agent_ceilings_range" CHECK ("merchants"."top_agent_dividend_ceiling" between 0 and 10000 and "merchants"."top_agent_daily_salary_ceiling" between 0 and 10000 and "merchants"."top_agent_hourly_salary_ceiling" between 0 and 10000 and "merchants"."top_agent_realtime_salary_ceiling" between 0 and 10000);
