-- The encounter card reads the first few open sightings by the hour they came; with the hour in the index it stops
-- there, where before it read and sorted every open one, and a campaign whose GM leaves checks open piles them up.
DROP INDEX `sightings_campaign`;--> statement-breakpoint
CREATE INDEX `sightings_open` ON `sightings` (`campaign_id`,`status`,`at`);