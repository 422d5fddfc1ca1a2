ALTER TABLE "properties" ADD COLUMN "previous_bidder_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "active_auto_bids" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_previous_bidder_id_users_id_fk" FOREIGN KEY ("previous_bidder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_active_auto_bids_check" CHECK ("properties"."active_auto_bids" >= 0);--> statement-breakpoint
-- Proxies set up before this column existed: count them once.
UPDATE "properties" SET "active_auto_bids" = (SELECT count(*) FROM "auto_bids" a WHERE a."property_id" = "properties"."id" AND a."enabled" AND a."exhausted_at" IS NULL);
