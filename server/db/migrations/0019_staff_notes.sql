CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notes_subject_known" CHECK ("staff_notes"."subject_type" in ('order', 'customer')),
	CONSTRAINT "staff_notes_text_length" CHECK (char_length("staff_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "staff_notes_subject_idx" ON "staff_notes" USING btree ("subject_type","subject_id","created_at");