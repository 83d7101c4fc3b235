CREATE TABLE `bestiary` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`stat_block` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bestiary_name` ON `bestiary` (`campaign_id`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `combatants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`encounter_id` integer NOT NULL,
	`member_id` integer,
	`name` text NOT NULL,
	`side` text NOT NULL,
	`position` integer NOT NULL,
	`initiative` real DEFAULT 0 NOT NULL,
	`initiative_text` text DEFAULT '' NOT NULL,
	`hp_current` integer NOT NULL,
	`hp_max` integer NOT NULL,
	`fp_current` integer,
	`fp_max` integer,
	`stats` text NOT NULL,
	`state` text DEFAULT '{}' NOT NULL,
	`out` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`encounter_id`) REFERENCES `encounters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `combatants_encounter` ON `combatants` (`encounter_id`,`position`);--> statement-breakpoint
CREATE TABLE `encounters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`party_id` integer,
	`name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`round` integer DEFAULT 1 NOT NULL,
	`turn` integer DEFAULT 0 NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`first_entry_id` integer NOT NULL,
	`options` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`party_id`) REFERENCES `parties`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `encounters_campaign` ON `encounters` (`campaign_id`,`status`);