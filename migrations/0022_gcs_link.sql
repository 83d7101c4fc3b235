ALTER TABLE `members` ADD `gcs_id` text;--> statement-breakpoint
ALTER TABLE `members` ADD `gcs_items` text;