ALTER TABLE `campaigns` ADD `land_weather` text;--> statement-breakpoint
ALTER TABLE `hex_regions` ADD `climate` text DEFAULT 'temperate' NOT NULL;