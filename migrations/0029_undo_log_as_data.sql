-- The undo log held SQL text that undo ran, so a campaign file's history could run any SQL on the GM's machine.
-- Each row becomes the data form of src-main/db/undo-reversal.ts, read by lantern_reversal_from_sql
-- (src-main/db/undo-legacy.ts, registered by openDatabase), which accepts only the shapes Lantern's triggers wrote
-- and stops the migration, naming the row, at anything else.
UPDATE `undo_log` SET `statement` = lantern_reversal_from_sql(`id`, `statement`);--> statement-breakpoint
ALTER TABLE `undo_log` RENAME COLUMN `statement` TO `reversal`;
