ALTER TABLE `dungeon_levels` ADD `image_px_per_square` real;--> statement-breakpoint
ALTER TABLE `dungeon_levels` ADD `image_offset_col` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `dungeon_levels` ADD `image_offset_row` real DEFAULT 0 NOT NULL;