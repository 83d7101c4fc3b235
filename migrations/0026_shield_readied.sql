ALTER TABLE `catalogue_items` ADD `defense_bonus` integer;--> statement-breakpoint
ALTER TABLE `inventory` ADD `readied` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- GURPS shields kept their Defense Bonus in the name ("Medium shield (DB 2)"); one without it counted as DB 1, a small shield's (B287).
UPDATE `catalogue_items` SET `defense_bonus` = CASE
    WHEN `name` GLOB '*DB [1-9]*' THEN CAST(substr(`name`, instr(`name`, 'DB ') + 3, 1) AS integer)
    WHEN `name` GLOB '*DB[1-9]*' THEN CAST(substr(`name`, instr(`name`, 'DB') + 2, 1) AS integer)
    ELSE 1 END
  WHERE `category` = 'shield' AND `campaign_id` IN (SELECT `id` FROM `campaigns` WHERE `rules_system` = 'gurps');--> statement-breakpoint
-- Every carried shield used to count as readied: each member's best single shield stays readied, so a fight keeps its numbers.
UPDATE `inventory` SET `readied` = true
  WHERE `id` IN (
    SELECT `id` FROM (
      SELECT i.`id`, row_number() OVER (PARTITION BY i.`member_id` ORDER BY c.`defense_bonus` DESC, i.`id`) AS `rank`
      FROM `inventory` i JOIN `catalogue_items` c ON c.`id` = i.`item_id`
      WHERE i.`member_id` IS NOT NULL AND i.`quantity` = 1 AND i.`worn` = false AND c.`defense_bonus` IS NOT NULL
    ) WHERE `rank` = 1
  );
