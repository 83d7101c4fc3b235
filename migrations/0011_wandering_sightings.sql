CREATE TABLE `sightings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`party_id` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`at` integer NOT NULL,
	`setting` text NOT NULL,
	`place` text NOT NULL,
	`what` text NOT NULL,
	`foe` text,
	`count` integer,
	`details` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`party_id`) REFERENCES `parties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sightings_campaign` ON `sightings` (`campaign_id`,`status`);--> statement-breakpoint
DROP INDEX `encounter_tables_level`;--> statement-breakpoint
ALTER TABLE `encounter_tables` ADD `setting` text DEFAULT 'dungeon' NOT NULL;--> statement-breakpoint
ALTER TABLE `encounter_tables` ADD `time_of_day` text DEFAULT 'any' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `encounter_tables_level` ON `encounter_tables` (`campaign_id`,`setting`,`time_of_day`,"level_name" COLLATE NOCASE);