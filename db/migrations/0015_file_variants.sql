CREATE TABLE "file_variants" (
	"file_id" text NOT NULL,
	"width" integer NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_variants_file_id_width_pk" PRIMARY KEY("file_id","width"),
	CONSTRAINT "file_variants_storage_ck" CHECK ("file_variants"."storage" in ('local', 'uploadthing'))
);
--> statement-breakpoint
ALTER TABLE "file_variants" ADD CONSTRAINT "file_variants_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;