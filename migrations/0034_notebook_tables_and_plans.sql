CREATE TABLE `roll_table_rows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	`position` integer NOT NULL,
	`low` integer NOT NULL,
	`high` integer NOT NULL,
	`text` text NOT NULL,
	`sub_table_id` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `roll_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sub_table_id`) REFERENCES `roll_tables`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `roll_table_rows_table` ON `roll_table_rows` (`table_id`,`position`);--> statement-breakpoint
CREATE TABLE `roll_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`formula` text NOT NULL,
	`weighted` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roll_tables_name` ON `roll_tables` (`campaign_id`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `session_plan_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`done_entry_id` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `session_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`done_entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `session_plan_items_plan` ON `session_plan_items` (`plan_id`,`position`);--> statement-breakpoint
CREATE TABLE `session_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`title` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
