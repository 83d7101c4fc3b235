CREATE TABLE `hex_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`region_id` integer NOT NULL,
	`hex_index` integer NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`region_id`) REFERENCES `hex_regions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hex_notes_hex` ON `hex_notes` (`region_id`,`hex_index`);--> statement-breakpoint
CREATE TABLE `hex_regions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`hex_miles` real NOT NULL,
	`prevailing_wind` text DEFAULT 'W' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hex_regions_name` ON `hex_regions` (`campaign_id`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `hex_tiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`region_id` integer NOT NULL,
	`tile_col` integer NOT NULL,
	`tile_row` integer NOT NULL,
	`cells` blob NOT NULL,
	FOREIGN KEY (`region_id`) REFERENCES `hex_regions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hex_tiles_position` ON `hex_tiles` (`region_id`,`tile_row`,`tile_col`);--> statement-breakpoint
CREATE TABLE `journeys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`party_id` integer NOT NULL,
	`region_id` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`request` text NOT NULL,
	`itinerary` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`party_id`) REFERENCES `parties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`region_id`) REFERENCES `hex_regions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `parties` ADD `region_id` integer;