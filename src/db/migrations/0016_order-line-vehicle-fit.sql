-- Each order line keeps the vehicle it was bought for (id and name as text, a copy: no foreign key, so
-- a vehicle later renamed or removed from the catalogue leaves the order as it was) and how the part
-- fitted it when the order was placed. Lines placed before this migration have none of them (null).
ALTER TABLE "order_items" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vehicle_label" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fit_qualifiers" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fit_check" CHECK ("fit" IN ('fits', 'fits-with-conditions', 'does-not-fit', 'unknown', 'universal'));
