ALTER TABLE "plants" ADD COLUMN "image_alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE UNIQUE INDEX "plants_sku_key" ON "plants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "plants_gtin_key" ON "plants" USING btree ("gtin");--> statement-breakpoint
-- One category vocabulary (#34, domain/plant-categories.ts): the form used to store what was typed
-- („pflegeleicht“, „hängepflanze“), which no shop filter knew. Every stored word the vocabulary knows
-- (slug, German or English label, alias; folded as foldCategoryWord folds) becomes its slug, in the
-- vocabulary's order. A word it does not know had no filter, chip or URL and the form could not keep it:
-- it is left out. „Tierfreundlich“ follows the pet flag: one source of truth.
UPDATE "plants" p SET "categories" = coalesce((
  SELECT array_agg(m."slug" ORDER BY m."ord")
  FROM (
    SELECT DISTINCT v."slug", v."ord"
    FROM unnest(p."categories") AS c("word")
    JOIN (VALUES
  ('popular', 'popular', 0),
  ('beliebt', 'popular', 0),
  ('trending', 'trending', 1),
  ('imtrend', 'trending', 1),
  ('airpurifying', 'air-purifying', 2),
  ('luftreinigend', 'air-purifying', 2),
  ('petfriendly', 'pet-friendly', 3),
  ('tierfreundlich', 'pet-friendly', 3),
  ('haustierfreundlich', 'pet-friendly', 3),
  ('lowmaintenance', 'low-maintenance', 4),
  ('pflegeleicht', 'low-maintenance', 4),
  ('easycare', 'low-maintenance', 4),
  ('flowering', 'flowering', 5),
  ('bluehend', 'flowering', 5),
  ('bluehpflanze', 'flowering', 5),
  ('hanging', 'hanging', 6),
  ('haengend', 'hanging', 6),
  ('haengepflanze', 'hanging', 6),
  ('ampelpflanze', 'hanging', 6),
  ('trailing', 'hanging', 6),
  ('patternedleaves', 'patterned-leaves', 7),
  ('gemusterteblaetter', 'patterned-leaves', 7),
  ('gemustert', 'patterned-leaves', 7),
  ('variegated', 'patterned-leaves', 7)
    ) AS v("word", "slug", "ord")
      ON v."word" = regexp_replace(
        replace(replace(replace(replace(replace(replace(replace(lower(c."word"),
          'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ß', 'ss'),
        '[^a-z0-9]', '', 'g')
    WHERE v."slug" <> 'pet-friendly'
    UNION
    SELECT 'pet-friendly', 3 WHERE p."pet_friendly"
  ) AS m
), '{}'::text[]);
