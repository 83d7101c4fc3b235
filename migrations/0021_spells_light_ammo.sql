CREATE TABLE `prepared_spells` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`spell_id` integer NOT NULL,
	`prepared_at` integer NOT NULL,
	`cast_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`spell_id`) REFERENCES `spells`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prepared_spells_member` ON `prepared_spells` (`member_id`);--> statement-breakpoint
CREATE TABLE `spells` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`name` text NOT NULL,
	`caster_class` text,
	`level` integer NOT NULL,
	`range` text NOT NULL,
	`duration_amount` integer NOT NULL,
	`duration_per_level` integer DEFAULT 0 NOT NULL,
	`duration_unit` text NOT NULL,
	`light` text,
	`cost` integer DEFAULT 0 NOT NULL,
	`casting_rounds` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `spells_campaign_name` ON `spells` (`campaign_id`,"name" COLLATE NOCASE,`caster_class`);--> statement-breakpoint
ALTER TABLE `catalogue_items` ADD `ammo` text;--> statement-breakpoint
ALTER TABLE `combatants` ADD `shots` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `timed_effects` ADD `light` text;