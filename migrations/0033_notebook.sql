CREATE TABLE `handouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`title` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`image` blob,
	`image_mime` text,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notebook_clues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`text` text NOT NULL,
	`found_entry_id` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_id`) REFERENCES `notebook_pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`found_entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `notebook_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`gm_text` text DEFAULT '' NOT NULL,
	`players_text` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`image` blob,
	`image_mime` text,
	`region_id` integer,
	`hex_col` integer,
	`hex_row` integer,
	`area_id` integer,
	`thread_kind` text,
	`status` text,
	`objectives` text DEFAULT '[]' NOT NULL,
	`standing` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`region_id`) REFERENCES `hex_regions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`area_id`) REFERENCES `dungeon_areas`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notebook_pages_name` ON `notebook_pages` (`campaign_id`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `notebook_standings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`change` integer NOT NULL,
	`standing` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_id`) REFERENCES `notebook_pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `players_shown` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`page_id` integer,
	`handout_id` integer,
	`title` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`image` blob,
	`image_mime` text,
	`game_time` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_id`) REFERENCES `notebook_pages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`handout_id`) REFERENCES `handouts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `journal_entries` ADD `place` text;