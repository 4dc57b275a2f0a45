CREATE TABLE "document_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"entity" varchar(64) NOT NULL,
	"document_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(8) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_photos" ADD CONSTRAINT "document_photos_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_photos" ADD CONSTRAINT "document_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_photos_document_idx" ON "document_photos" USING btree ("entity","document_id","id");--> statement-breakpoint
CREATE INDEX "document_photos_org_idx" ON "document_photos" USING btree ("org_id");