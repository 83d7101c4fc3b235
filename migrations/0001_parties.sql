CREATE TABLE `catalogue_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`weight_lb` real NOT NULL,
	`cost_gp` real DEFAULT 0 NOT NULL,
	`armor_kind` text,
	`light_source` text,
	`fuel_for` text,
	`food_days` real,
	`water_quarts` real,
	`builtin` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "catalogue_items_weight" CHECK("catalogue_items"."weight_lb" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_items_key` ON `catalogue_items` (`campaign_id`,`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_items_name` ON `catalogue_items` (`campaign_id`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `inventory` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`member_id` integer,
	`party_id` integer,
	`quantity` integer NOT NULL,
	`magical` integer DEFAULT false NOT NULL,
	`worn` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `catalogue_items`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`party_id`) REFERENCES `parties`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "inventory_one_holder" CHECK(("inventory"."member_id" IS NULL) <> ("inventory"."party_id" IS NULL)),
	CONSTRAINT "inventory_quantity" CHECK("inventory"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `inventory_member` ON `inventory` (`member_id`);--> statement-breakpoint
CREATE INDEX `inventory_party` ON `inventory` (`party_id`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`party_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	`hp_current` integer NOT NULL,
	`hp_max` integer NOT NULL,
	`sheet` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`party_id`) REFERENCES `parties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `members_party` ON `members` (`party_id`,`position`);--> statement-breakpoint
CREATE TABLE `parties` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`location_kind` text DEFAULT 'none' NOT NULL,
	`location_name` text DEFAULT '' NOT NULL,
	`hex_col` integer,
	`hex_row` integer,
	`leader_member_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`leader_member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parties_name` ON `parties` (`campaign_id`,"name" COLLATE NOCASE);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `rules_options` text DEFAULT '{}' NOT NULL;