import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads a JSON file Lantern ships in resources/. Files are found by name
 * (`catalogue-<id>.json`, `demo-<id>.json`), so a new rules system adds its files
 * there without registering them in code.
 */
export type ResourceReader = (name: string) => unknown;

export const resourceReader =
  (appRoot: string): ResourceReader =>
  (name) =>
    JSON.parse(fs.readFileSync(path.join(appRoot, 'resources', name), 'utf8'));
