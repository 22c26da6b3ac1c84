ALTER TABLE "plants" ADD COLUMN "size_of" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "matching" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "kind" text DEFAULT 'plant' NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_size_of_plants_id_fk" FOREIGN KEY ("size_of") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plants_family_size_key" ON "plants" USING btree (coalesce("size_of", "id"),"size");--> statement-breakpoint
CREATE INDEX "plants_size_of_idx" ON "plants" USING btree ("size_of") WHERE "plants"."size_of" is not null;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_size_of_other" CHECK ("plants"."size_of" is null or "plants"."size_of" <> "plants"."id");--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_kind_known" CHECK ("plants"."kind" in ('plant', 'accessory'));--> statement-breakpoint
-- A size belongs to a plant, never to another size (#43 §1): the shop lists plants, and a size's row
-- reads everything but its own price, stock and measures from the plant's.
CREATE FUNCTION "plants_size_of_plant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."size_of" IS NOT NULL AND EXISTS (SELECT 1 FROM "plants" WHERE "id" = NEW."size_of" AND "size_of" IS NOT NULL) THEN
    RAISE EXCEPTION 'a size belongs to a plant, not to another size' USING ERRCODE = 'check_violation', CONSTRAINT = 'plants_size_of_plant';
  END IF;
  IF NEW."size_of" IS NOT NULL AND EXISTS (SELECT 1 FROM "plants" WHERE "size_of" = NEW."id") THEN
    RAISE EXCEPTION 'a plant with sizes cannot become a size' USING ERRCODE = 'check_violation', CONSTRAINT = 'plants_size_of_plant';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "plants_size_of_plant" BEFORE INSERT OR UPDATE OF "size_of" ON "plants"
  FOR EACH ROW EXECUTE FUNCTION "plants_size_of_plant"();
