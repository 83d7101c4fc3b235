CREATE TABLE `dungeon_areas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`level_id` integer NOT NULL,
	`number` integer NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`squares` text DEFAULT '[]' NOT NULL,
	`key` text DEFAULT '{}' NOT NULL,
	`state` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`level_id`) REFERENCES `dungeon_levels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dungeon_areas_number` ON `dungeon_areas` (`level_id`,`number`);--> statement-breakpoint
CREATE TABLE `dungeon_levels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`cells` blob NOT NULL,
	`door_states` text DEFAULT '{}' NOT NULL,
	`image` blob,
	`image_mime` text,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dungeon_levels_name` ON `dungeon_levels` (`campaign_id`,"name" COLLATE NOCASE);--> statement-breakpoint
ALTER TABLE `parties` ADD `level_id` integer REFERENCES dungeon_levels(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `parties` ADD `area_id` integer REFERENCES dungeon_areas(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `parties` ADD `square_col` integer;--> statement-breakpoint
ALTER TABLE `parties` ADD `square_row` integer;