import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { registerLegacyReversal } from './undo-legacy';

/**
 * What Lantern's own migrations make of a file, version by version: every table, index,
 * trigger and view, with the SQL SQLite keeps for it. A file from elsewhere (a `.lantern`
 * file, a backup, a file the GM opens) must hold exactly that for its version before
 * anything runs on it: a trigger it carries would fire when the migrator or an import writes,
 * a view or a changed table could run whatever it was written with.
 */

interface MigrationJournal {
  entries: { tag: string; when: number }[];
}

const journalOf = (migrationsFolder: string) => JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as MigrationJournal;

/**
 * SQLite keeps a statement's text as it was written, but for the names an ALTER TABLE rewrites
 * (in its own quotes): spacing and the quoting of names aside, the same migration gives the same text.
 */
const normalized = (sql: string | null) => (sql ?? '').replace(/["`[\]]/g, '').replace(/\s+/g, ' ').trim();

type Objects = Map<string, string>;
const keyOf = (o: { type: string; name: string; tbl_name: string }) => `${o.type} "${o.name}"${o.tbl_name === o.name ? '' : ` on "${o.tbl_name}"`}`;

function objectsOf(sqlite: Database.Database): Objects {
  const rows = sqlite.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master').all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
  return new Map(rows.filter((o) => !/^sqlite_stat\d$/.test(o.name)).map((o) => [keyOf(o), normalized(o.sql)]));
}

const expected = new Map<string, Objects>();

/** The objects the first `version` migrations make, built once per version in memory. */
function expectedObjects(migrationsFolder: string, version: number): Objects {
  const key = `${migrationsFolder}\0${version}`;
  const known = expected.get(key);
  if (known) return known;
  const sqlite = new Database(':memory:');
  try {
    registerLegacyReversal(sqlite);
    // The migrator's own table, as drizzle-orm writes it.
    sqlite.exec('CREATE TABLE IF NOT EXISTS "__drizzle_migrations" ( id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric )');
    for (const { tag } of journalOf(migrationsFolder).entries.slice(0, version)) {
      for (const statement of fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
        if (statement.trim()) sqlite.exec(statement);
      }
    }
    const objects = objectsOf(sqlite);
    expected.set(key, objects);
    return objects;
  } finally {
    sqlite.close();
  }
}

/**
 * Why a file at schema `version` is not what Lantern's migrations make, in words for the GM,
 * or null when it is: an object the schema does not have (a trigger, a view, a table, an
 * index), one it lacks or holds in another form, or a migrations record that does not match
 * its version (which would make the migrator skip or repeat steps). Reads `sqlite_master` and
 * the migrations table only; nothing of the file runs.
 */
export function schemaObjectsProblem(sqlite: Database.Database, migrationsFolder: string, version: number): string | null {
  const have = objectsOf(sqlite);
  if (version > journalOf(migrationsFolder).entries.length) {
    // A newer Lantern's schema is not known here; it has no trigger or view, so none may run.
    const active = [...have.keys()].filter((k) => k.startsWith('trigger ') || k.startsWith('view '));
    return active.length > 0 ? `it holds ${active.slice(0, 3).join(', ')}, which no Lantern schema has` : null;
  }
  const want = expectedObjects(migrationsFolder, version);
  const extra = [...have.keys()].filter((k) => !want.has(k));
  if (extra.length > 0) return `it holds ${extra.slice(0, 3).join(', ')}${extra.length > 3 ? ` and ${extra.length - 3} more` : ''}, which Lantern's schema ${version} does not have`;
  const missing = [...want.keys()].filter((k) => !have.has(k));
  if (missing.length > 0) return `it lacks ${missing.slice(0, 3).join(', ')} of Lantern's schema ${version}`;
  const changed = [...want].filter(([k, sql]) => have.get(k) !== sql).map(([k]) => k);
  if (changed.length > 0) return `its ${changed.slice(0, 3).join(', ')} differ from Lantern's schema ${version}`;
  const record = sqlite.prepare('SELECT count(*) AS n, max(created_at) AS last FROM "__drizzle_migrations"').get() as { n: number; last: number | string | null };
  const last = journalOf(migrationsFolder).entries[version - 1]?.when;
  if (record.n !== version || Number(record.last) !== last) return `its record of migrations does not match its schema version ${version}`;
  return null;
}
