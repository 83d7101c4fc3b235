DROP INDEX `campaigns_name_nocase`;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `deleted_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_name_nocase` ON `campaigns` ("name" COLLATE NOCASE) WHERE "campaigns"."deleted_at" IS NULL;