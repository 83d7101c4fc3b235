CREATE TABLE `encounter_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`level_name` text NOT NULL,
	`check_every_turns` integer DEFAULT 3 NOT NULL,
	`chance_in_six` integer DEFAULT 1 NOT NULL,
	`entries` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `encounter_tables_level` ON `encounter_tables` (`campaign_id`,"level_name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`kind` text NOT NULL,
	`summary` text NOT NULL,
	`request` text NOT NULL,
	`rolls` text DEFAULT '[]' NOT NULL,
	`changes` text DEFAULT '[]' NOT NULL,
	`member_ids` text DEFAULT '[]' NOT NULL,
	`game_time_before` integer NOT NULL,
	`game_time_after` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_entries_campaign` ON `journal_entries` (`campaign_id`,`id`);--> statement-breakpoint
CREATE TABLE `light_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`member_id` integer,
	`kind` text NOT NULL,
	`state` text NOT NULL,
	`lit_at` integer,
	`burn_seconds` integer NOT NULL,
	`burned_seconds` integer DEFAULT 0 NOT NULL,
	`revealed` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `light_sources_campaign` ON `light_sources` (`campaign_id`,`state`);--> statement-breakpoint
CREATE TABLE `undo_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`entry_id` integer NOT NULL,
	`direction` text NOT NULL,
	`statement` text NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `undo_log_entry` ON `undo_log` (`entry_id`,`direction`,`id`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `rng_state` text;--> statement-breakpoint
ALTER TABLE `inventory` ADD `used_of_one` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `days_without_food` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `days_without_water` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `healing_blocked` integer DEFAULT false NOT NULL;