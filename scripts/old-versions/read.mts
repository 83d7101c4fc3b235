import Database from 'better-sqlite3';
import fs from 'node:fs';
const dir = process.argv[2];
const commits = process.argv.slice(3);
const readings: Record<string, unknown> = {};
fs.readdirSync(dir).filter((f) => f.endsWith('.sqlite')).sort().forEach((f, i) => {
  const db = new Database(`${dir}/${f}`, { readonly: true });
  const has = (t: string) => (db.prepare("SELECT count(*) FROM sqlite_master WHERE type='table' AND name=?").pluck().get(t) as number) > 0;
  const cols = new Set(db.prepare("SELECT name FROM pragma_table_info('campaigns')").pluck().all() as string[]);
  const campaigns = (db.prepare(`SELECT id, name${cols.has('game_time_seconds') ? ', game_time_seconds AS t' : ', 0 AS t'} FROM campaigns ORDER BY id`).all() as { id: number; name: string; t: number }[]).map((c) => ({
    name: c.name,
    gameTimeSeconds: c.t,
    members: has('members') ? (db.prepare('SELECT name FROM members WHERE campaign_id = ? ORDER BY id').pluck().all(c.id) as string[]) : [],
    journalEntries: has('journal_entries') ? (db.prepare('SELECT count(*) FROM journal_entries WHERE campaign_id = ?').pluck().get(c.id) as number) : 0,
  }));
  readings[f] = { schemaVersion: db.pragma('user_version', { simple: true }), writtenBy: commits[i], campaigns };
  db.close();
});
fs.writeFileSync(`${dir}/readings.json`, JSON.stringify(readings, null, 2) + '\n');
