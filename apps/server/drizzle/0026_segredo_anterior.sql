ALTER TABLE "webhooks" ADD COLUMN "segredo_anterior" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "segredo_anterior_ate" timestamp with time zone;
