CREATE TABLE `calendar_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`day` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_notes_day` ON `calendar_notes` (`campaign_id`,`day`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `calendar` text;--> statement-breakpoint
ALTER TABLE `journal_entries` ADD `group_key` text;