ALTER TABLE `members` ADD `fp_current` integer;--> statement-breakpoint
ALTER TABLE `members` ADD `fp_max` integer;--> statement-breakpoint
ALTER TABLE `members` ADD `condition` text DEFAULT '{}' NOT NULL;