CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'paid', 'refunded', 'partially_refunded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'card';--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate" numeric(12, 6) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_due" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "orders_payment_id_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_pay_by_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."payment_status" IN ('unpaid', 'failed') AND "orders"."status" = 'PENDING';--> statement-breakpoint
-- Hand-written below: orders placed before payments were recorded keep the currency they were shown
-- in, at the rate the shop has for it now (the nearest there is), and owe their total in it. Orders
-- already completed were paid offline before they were completed, so they read as paid.
UPDATE "orders" AS o SET "exchange_rate" = c."rate" FROM "currencies" AS c WHERE c."code" = o."currency";--> statement-breakpoint
UPDATE "orders" SET "amount_due" = round("total" * "exchange_rate");--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'paid', "amount_paid" = "amount_due" WHERE "status" = 'COMPLETED';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_due" DROP DEFAULT;