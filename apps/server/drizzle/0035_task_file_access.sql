ALTER TABLE "files" ADD COLUMN "access" text[];--> statement-breakpoint
ALTER TABLE "download_tasks" ADD COLUMN "access" text[];