CREATE INDEX "product_attributes_attr_product_idx" ON "product_attributes" USING btree ("attribute_id","product_id","value_id");--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("compatibility","brand_id","id","price","rating","compare_at_price");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count","id");--> statement-breakpoint
CREATE INDEX "products_sku_norm_idx" ON "products" USING btree (regexp_replace(upper("sku"), '[^A-Z0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "products_part_number_norm_idx" ON "products" USING btree (regexp_replace(upper("part_number"), '[^A-Z0-9]', '', 'g'));