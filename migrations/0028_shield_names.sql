-- GURPS's shields were named with their Defense Bonus ("Medium shield (DB 2)") before the bonus had a column of its own (0026),
-- and the fight then read "Medium shield (DB 2), DB 2". The default catalogue's three drop it from the name; a campaign
-- that already has an item of the new name, or renamed its shield, keeps its own.
UPDATE `catalogue_items` SET `name` = substr(`name`, 1, instr(`name`, ' (DB ') - 1)
  WHERE `key` IN ('small-shield', 'medium-shield', 'large-shield')
    AND `name` IN ('Small shield (DB 1)', 'Medium shield (DB 2)', 'Large shield (DB 3)')
    AND NOT EXISTS (
      SELECT 1 FROM `catalogue_items` o
      WHERE o.`campaign_id` = `catalogue_items`.`campaign_id` AND o.`name` = substr(`catalogue_items`.`name`, 1, instr(`catalogue_items`.`name`, ' (DB ') - 1) COLLATE NOCASE
    );
