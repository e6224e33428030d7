CREATE INDEX "branches_shop" ON "branches" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "discounts_shop" ON "discounts" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "booking_tables_section" ON "booking_tables" USING btree ("shop_section_id");--> statement-breakpoint
CREATE INDEX "shop_sections_shop" ON "shop_sections" USING btree ("shop_id");