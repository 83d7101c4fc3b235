CREATE TABLE `hex_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`region_id` integer NOT NULL,
	`hex_index` integer NOT NULL,
	`key` text NOT NULL,
	`state` text NOT NULL,
	FOREIGN KEY (`region_id`) REFERENCES `hex_regions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hex_keys_hex` ON `hex_keys` (`region_id`,`hex_index`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `land_weather_on` integer DEFAULT true NOT NULL;