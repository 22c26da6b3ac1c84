ALTER TABLE "plants" ADD COLUMN "synonyms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "plants_synonyms_trgm_idx" ON "plants" USING gin (plants_categories_text("synonyms") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Other names for the shipped plants of a shop from before #46, while their botanical name is still ours
-- (a merchant's own plant, or one renamed, waits for the merchant's names). Once: names removed later stay so.
UPDATE "plants" p SET "synonyms" = v."synonyms"
  FROM (VALUES
  ('monstera-deliciosa', 'Monstera deliciosa', ARRAY['Fensterblatt', 'Köstliches Fensterblatt', 'Philodendron pertusum', 'Swiss Cheese Plant', 'Split-leaf Philodendron']::text[]),
  ('peace-lily', 'Spathiphyllum wallisii', ARRAY['Scheidenblatt', 'Blattfahne']::text[]),
  ('snake-plant', 'Dracaena trifasciata', ARRAY['Sansevieria', 'Sansevieria trifasciata', 'Sansevierie', 'Schwiegermutterzunge', 'Beamtenspargel', 'Mother-in-law''s Tongue']::text[]),
  ('fiddle-leaf-fig', 'Ficus lyrata', ARRAY['Leierfeige', 'Ficus pandurata']::text[]),
  ('zz-plant', 'Zamioculcas zamiifolia', ARRAY['Zamioculcas loddigesii', 'Caladium zamiifolium', 'Zanzibar Gem']::text[]),
  ('pothos', 'Epipremnum aureum', ARRAY['Scindapsus', 'Scindapsus aureus', 'Pothos aureus', 'Rhaphidophora aurea', 'Goldene Efeutute', 'Devil''s Ivy', 'Golden Pothos']::text[]),
  ('calathea-orbifolia', 'Goeppertia orbifolia', ARRAY['Calathea orbifolia', 'Maranta orbifolia', 'Korbmarante']::text[]),
  ('spider-plant', 'Chlorophytum comosum', ARRAY['Anthericum comosum', 'Beamtenlilie', 'Airplane Plant', 'Spider Ivy']::text[])
  ) AS v("id", "botanical_name", "synonyms")
  WHERE p."id" = v."id" AND p."botanical_name" = v."botanical_name" AND p."synonyms" = '{}'::text[];
