-- Existing entries keep null: the players see a neutral headline by kind for them, never the GM's summary.
ALTER TABLE `journal_entries` ADD `players_summary` text;