import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from './helpers/backend';

// The layer rules of design.md, read from the import lines of every source file.
interface Rule {
  layer: string;
  forbidden: (target: Target) => string | null;
}
interface Target {
  specifier: string;
  /** Repo-relative path for relative imports, null for packages. */
  file: string | null;
}

const nodeBuiltins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isNode = (t: Target) => t.file === null && (nodeBuiltins.has(t.specifier) || t.specifier.startsWith('node:'));
const isPackage = (t: Target, ...names: string[]) =>
  t.file === null && names.some((n) => t.specifier === n || t.specifier.startsWith(`${n}/`));
const inFolder = (t: Target, folder: string) => t.file !== null && t.file.startsWith(`${folder}/`);

const rules: Rule[] = [
  {
    layer: 'src-shared',
    forbidden: (t) =>
      isNode(t) || isPackage(t, 'react', 'react-dom', 'electron', 'better-sqlite3', 'drizzle-orm')
        ? 'src-shared imports nothing from Node, the DOM libraries, React or Electron'
        : t.file !== null && !inFolder(t, 'src-shared')
          ? 'src-shared imports only from src-shared'
          : null,
  },
  {
    layer: 'src-renderer',
    forbidden: (t) =>
      inFolder(t, 'src-main') || isNode(t) || isPackage(t, 'electron', 'better-sqlite3', 'drizzle-orm')
        ? 'src-renderer never imports src-main, Node or Electron'
        : null,
  },
  {
    layer: 'src-main/rules',
    forbidden: (t) =>
      isNode(t) ||
      isPackage(t, 'electron', 'better-sqlite3', 'drizzle-orm') ||
      ['db', 'services', 'api', 'server', 'electron'].some((f) => inFolder(t, `src-main/${f}`))
        ? 'src-main/rules is pure: no Node, database, services or hosts'
        : null,
  },
  {
    layer: '',
    forbidden: (t) => (isPackage(t, 'electron') ? 'only src-main/electron imports electron' : null),
  },
  {
    layer: 'src-main/services',
    forbidden: (t) =>
      inFolder(t, 'src-main/db') && !inFolder(t, 'src-main/db/repositories') ? 'services get repositories, never the database' : null,
  },
];

/** Only src-main/db talks to SQLite: the rest of the main process is read for driver imports, SQL text and driver calls. */
const outsideDatabase = (file: string) => file.startsWith('src-main/') && !file.startsWith('src-main/db/');
const DATABASE_ONLY = 'only src-main/db holds SQL or imports better-sqlite3 or drizzle-orm';
const stringLiteral = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const sqlText = /\b(SELECT|INSERT|UPDATE|DELETE)\b[\s\S]*\b(FROM|INTO|SET)\b/;
const driverCall = /\.prepare\(|\.pragma\(|\bsqlite\.exec\(|\.exec\(\s*['"`]/;

function databaseViolations(source: string, file: string): string[] {
  if (!outsideDatabase(file)) return [];
  const out: string[] = [];
  for (const target of importsOf(source, file)) {
    if (isPackage(target, 'better-sqlite3', 'drizzle-orm')) out.push(`${file} imports "${target.specifier}": ${DATABASE_ONLY}`);
  }
  const sql = [...source.matchAll(stringLiteral)].find((m) => sqlText.test(m[0]));
  if (sql) out.push(`${file} holds SQL (${sql[0].split('\n')[0].slice(0, 40)}): ${DATABASE_ONLY}`);
  const call = driverCall.exec(source);
  if (call) out.push(`${file} calls the driver (${call[0]}): ${DATABASE_ONLY}`);
  return out;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(source: string, file: string): Target[] {
  const found: Target[] = [];
  for (const m of source.matchAll(importPattern)) {
    const specifier = m[1] ?? m[2] ?? m[3] ?? m[4];
    const relative = specifier.startsWith('.');
    found.push({
      specifier,
      file: relative ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : null,
    });
  }
  return found;
}

function violations(files: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const target of importsOf(source, file)) {
      for (const rule of rules) {
        if (rule.layer && !file.startsWith(`${rule.layer}/`)) continue;
        if (!rule.layer && file.startsWith('src-main/electron/')) continue;
        const why = rule.forbidden(target);
        if (why) out.push(`${file} imports "${target.specifier}": ${why}`);
      }
    }
    out.push(...databaseViolations(source, file));
  }
  return out;
}

function sourceFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(appRoot, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name)) files[rel] = fs.readFileSync(path.join(appRoot, rel), 'utf8');
    }
  };
  ['src-main', 'src-shared', 'src-renderer'].forEach(walk);
  return files;
}

describe('layer rules (design.md)', () => {
  it('hold for every source file', () => {
    const files = sourceFiles();
    expect(Object.keys(files).length).toBeGreaterThan(20);
    expect(violations(files)).toEqual([]);
  });

  it('catch each kind of crossing', () => {
    expect(
      violations({
        'src-shared/a.ts': "import fs from 'node:fs';\nimport { x } from '../src-main/backend';",
        'src-renderer/views/b.tsx': "import { createBackend } from '../../src-main/backend';",
        'src-main/rules/c.ts': "import { db } from '../db/open-database';\nconst p = require('path');",
        'src-main/services/d.ts': "import { app } from 'electron';",
        'src-main/electron/e.ts': "import { app } from 'electron';",
      }),
    ).toEqual([
      'src-shared/a.ts imports "node:fs": src-shared imports nothing from Node, the DOM libraries, React or Electron',
      'src-shared/a.ts imports "../src-main/backend": src-shared imports only from src-shared',
      'src-renderer/views/b.tsx imports "../../src-main/backend": src-renderer never imports src-main, Node or Electron',
      'src-main/rules/c.ts imports "../db/open-database": src-main/rules is pure: no Node, database, services or hosts',
      'src-main/rules/c.ts imports "path": src-main/rules is pure: no Node, database, services or hosts',
      'src-main/services/d.ts imports "electron": only src-main/electron imports electron',
    ]);
  });

  it('keep SQL and the database drivers inside src-main/db', () => {
    expect(
      violations({
        'src-main/services/f.ts': "import type Database from 'better-sqlite3';\nimport { eq } from 'drizzle-orm';",
        'src-main/services/g.ts': "import type { Db } from '../db/open-database';\nimport type { ClockRepository } from '../db/repositories/clock';",
        'src-main/services/h.ts': "const q = `SELECT game_time_seconds\n  FROM campaigns WHERE id = ?`;",
        'src-main/services/i.ts': "export const save = (sqlite: any) => sqlite.prepare(query);",
        'src-main/backend.ts': "const reset = (s: any) => s.exec('DELETE FROM journal_entries');",
        'src-main/db/repositories/j.ts': "import Database from 'better-sqlite3';\nconst q = 'SELECT id FROM campaigns';\ndb.prepare(q);",
        'src-main/services/k.ts': "const help = 'Select a party from the list, then UPDATE its name';\nconst m = /x/.exec(help);",
      }),
    ).toEqual([
      'src-main/services/f.ts imports "better-sqlite3": only src-main/db holds SQL or imports better-sqlite3 or drizzle-orm',
      'src-main/services/f.ts imports "drizzle-orm": only src-main/db holds SQL or imports better-sqlite3 or drizzle-orm',
      'src-main/services/g.ts imports "../db/open-database": services get repositories, never the database',
      'src-main/services/h.ts holds SQL (`SELECT game_time_seconds): only src-main/db holds SQL or imports better-sqlite3 or drizzle-orm',
      'src-main/services/i.ts calls the driver (.prepare(): only src-main/db holds SQL or imports better-sqlite3 or drizzle-orm',
      "src-main/backend.ts holds SQL ('DELETE FROM journal_entries'): only src-main/db holds SQL or imports better-sqlite3 or drizzle-orm",
      "src-main/backend.ts calls the driver (.exec('): only src-main/db holds SQL or imports better-sqlite3 or drizzle-orm",
    ]);
  });
});
