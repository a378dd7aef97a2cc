CREATE TABLE "currency_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" varchar(3) NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	CONSTRAINT "currency_rates_rate_positive" CHECK ("currency_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "currency_rates_symbol_from_idx" ON "currency_rates" USING btree ("symbol","valid_from");--> statement-breakpoint
CREATE INDEX "order_lines_order_sales_idx" ON "order_lines" USING btree ("order_id","goods_id","qty","line_total");--> statement-breakpoint
CREATE INDEX "payments_succeeded_at_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "conversion_events_event_network_created_idx" ON "conversion_events" USING btree ("event","network","created_at");