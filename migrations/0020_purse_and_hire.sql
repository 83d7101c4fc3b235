ALTER TABLE `members` ADD `purse` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `hire` text;--> statement-breakpoint
ALTER TABLE `parties` ADD `purse` text DEFAULT '{}' NOT NULL;