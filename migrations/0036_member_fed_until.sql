ALTER TABLE `members` ADD `fed_until` integer DEFAULT 0 NOT NULL;
