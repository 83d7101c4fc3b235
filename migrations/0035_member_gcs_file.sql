ALTER TABLE `members` ADD `gcs_file` text;
