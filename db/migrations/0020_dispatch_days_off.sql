CREATE TABLE "driver_days_off" (
	"driver_id" integer NOT NULL,
	"day" date NOT NULL,
	"marked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_days_off_driver_id_day_pk" PRIMARY KEY("driver_id","day")
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "miles_per_day" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_days_off" ADD CONSTRAINT "driver_days_off_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_days_off" ADD CONSTRAINT "driver_days_off_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_days_off_day_idx" ON "driver_days_off" USING btree ("day");--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_miles_per_day_ck" CHECK ("app_settings"."miles_per_day" between 1 and 2000);