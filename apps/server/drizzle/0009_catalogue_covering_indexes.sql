DROP INDEX "properties_end_at_idx";--> statement-breakpoint
DROP INDEX "properties_auction_date_idx";--> statement-breakpoint
DROP INDEX "properties_location_idx";--> statement-breakpoint
DROP INDEX "properties_reserve_price_idx";--> statement-breakpoint
DROP INDEX "properties_bank_name_idx";--> statement-breakpoint
DROP INDEX "properties_type_idx";--> statement-breakpoint
CREATE INDEX "properties_end_at_idx" ON "properties" USING btree ("end_at","id","property_type","property_location","bank_name","reserve_price","auction_date","start_at");--> statement-breakpoint
CREATE INDEX "properties_auction_date_idx" ON "properties" USING btree ("auction_date","end_at","id","property_type","property_location","bank_name","reserve_price","start_at");--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("property_location","end_at","id","property_type","bank_name","reserve_price","auction_date","start_at");--> statement-breakpoint
CREATE INDEX "properties_reserve_price_idx" ON "properties" USING btree ("reserve_price","end_at","id","property_type","property_location","bank_name","auction_date","start_at");--> statement-breakpoint
CREATE INDEX "properties_bank_name_idx" ON "properties" USING btree ("bank_name","end_at","id","property_type","property_location","reserve_price","auction_date","start_at");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("property_type","end_at","id","property_location","bank_name","reserve_price","auction_date","start_at");