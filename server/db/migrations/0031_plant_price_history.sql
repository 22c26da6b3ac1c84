CREATE TABLE "plant_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plant_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "reduced_from_cents" integer;--> statement-breakpoint
ALTER TABLE "plant_prices" ADD CONSTRAINT "plant_prices_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_prices_plant_idx" ON "plant_prices" USING btree ("plant_id","valid_from");--> statement-breakpoint
-- The price history writes itself (#43 §2, § 11 PAngV): every new plant and every change of a price,
-- whether by the form, the CSV import, the seed or by hand in SQL.
CREATE FUNCTION "plants_record_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."price_cents" IS DISTINCT FROM OLD."price_cents" THEN
    INSERT INTO "plant_prices" ("plant_id", "price_cents", "valid_from") VALUES (NEW."id", NEW."price_cents", clock_timestamp());
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "plants_price_history" AFTER INSERT OR UPDATE OF "price_cents" ON "plants"
  FOR EACH ROW EXECUTE FUNCTION "plants_record_price"();--> statement-breakpoint
-- A shop from before: its prices are known from now on (what they were before is not recorded).
INSERT INTO "plant_prices" ("plant_id", "price_cents", "valid_from") SELECT "id", "price_cents", now() FROM "plants";
