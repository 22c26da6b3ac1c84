CREATE TABLE "shipping_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"withdrawal_id" uuid,
	"kind" text NOT NULL,
	"shipment_no" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"label_pdf" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "shipping_labels_kind_known" CHECK ("shipping_labels"."kind" in ('outbound', 'return')),
	CONSTRAINT "shipping_labels_return_has_withdrawal" CHECK ("shipping_labels"."kind" = 'outbound' or "shipping_labels"."withdrawal_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_labels_order_idx" ON "shipping_labels" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_labels_shipment_idx" ON "shipping_labels" USING btree ("shipment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_labels_outbound_idx" ON "shipping_labels" USING btree ("order_id") WHERE "shipping_labels"."kind" = 'outbound' and "shipping_labels"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_labels_return_idx" ON "shipping_labels" USING btree ("withdrawal_id") WHERE "shipping_labels"."kind" = 'return' and "shipping_labels"."cancelled_at" is null;