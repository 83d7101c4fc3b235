-- The default catalogues named their water containers full ("Waterskin, full (2 quarts)", "Water cask, full (10 gallons)"),
-- so one drunk dry still read as full. They take their size alone as their name, and the inventory says how much each holds;
-- a campaign that already has an item of the new name, or renamed its container, keeps its own.
UPDATE `catalogue_items` SET `name` = replace(`name`, ', full (', ' (')
  WHERE `key` IN ('waterskin', 'water-cask')
    AND `name` IN ('Waterskin, full (2 quarts)', 'Water cask, full (10 gallons)')
    AND NOT EXISTS (
      SELECT 1 FROM `catalogue_items` o
      WHERE o.`campaign_id` = `catalogue_items`.`campaign_id` AND o.`name` = replace(`catalogue_items`.`name`, ', full (', ' (') COLLATE NOCASE
    );
