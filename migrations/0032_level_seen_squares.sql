ALTER TABLE `dungeon_levels` ADD `seen_squares` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- The players' map was drawn from whole areas once seen or visited; a file from before keeps showing those squares.
UPDATE `dungeon_levels` SET `seen_squares` = coalesce((
  SELECT json_group_array(DISTINCT sq.value)
  FROM `dungeon_areas` a, json_each(a.`squares`) sq
  WHERE a.`level_id` = `dungeon_levels`.`id` AND coalesce(json_extract(a.`state`, '$.status'), 'unexplored') <> 'unexplored'
), '[]');
