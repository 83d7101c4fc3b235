import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesSystems } from '../src-shared/contract/rules-options';
import { appRoot } from './helpers/backend';

// The layer rules of design.md, read from the import lines of every source file.
interface Rule {
  layer: string;
  forbidden: (target: Target, file: string) => string | null;
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
const isModule = (t: Target, module: string) => t.file === module || inFolder(t, module);

// The rules systems stand alone (issue 14). A system folder imports only the dice, the
// world's facts, itself, the Ruleset seam at the rules root and the contract (its sheet
// and option schemas); GULLIVER reaches GURPS only through what rules/registry.ts hands
// it. Everything else reaches a system through the Ruleset or reads the world's facts,
// except a system's own calculators (the `rules.<system>.*` methods) and the importers of
// its file formats (GCS is GURPS's), which are that system speaking. Tests and
// rules/testing/ may reach any system.
const SYSTEMS = ['bfrpg', 'gurps', 'gulliver', 'shell'] as const;
const systemOf = (t: Target) => SYSTEMS.find((s) => isModule(t, `src-main/rules/${s}`)) ?? null;
/** The seam at the rules root: the Ruleset every system implements and the RuleInputError every system refuses input with. */
const SEAM = ['src-main/rules/ruleset', 'src-main/rules/rule-input-error'];

/**
 * The systems a calculator speaks for: those its path names, GURPS's taking in GULLIVER
 * (the supplement's calculators answer with GURPS's); a calculator naming none (the
 * dice) speaks for no system. Null for anything not a calculator.
 */
/** The file formats Lantern reads, by the folder of their importer, and the system whose characters they hold. */
const IMPORTERS: Record<string, (typeof SYSTEMS)[number]> = { 'src-main/import/gcs/': 'gurps' };

function calculatorSystems(file: string): readonly string[] | null {
  const importer = Object.entries(IMPORTERS).find(([folder]) => file.startsWith(folder));
  if (!importer && !file.includes('calculator')) return null;
  const named: string[] = importer ? [importer[1]] : SYSTEMS.filter((s) => file.includes(s));
  if (named.includes('gurps')) named.push('gulliver');
  return named;
}

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
  // The rules and the file importers are pure: text or figures in, figures out.
  ...['src-main/rules', 'src-main/import'].map(
    (layer): Rule => ({
      layer,
      forbidden: (t) =>
        isNode(t) ||
        isPackage(t, 'electron', 'better-sqlite3', 'drizzle-orm') ||
        ['db', 'services', 'api', 'server', 'electron'].some((f) => inFolder(t, `src-main/${f}`))
          ? `${layer} is pure: no Node, database, services or hosts`
          : null,
    }),
  ),
  ...SYSTEMS.map(
    (system): Rule => ({
      layer: `src-main/rules/${system}`,
      forbidden: (t) =>
        t.file === null ||
        [`src-main/rules/${system}`, 'src-main/rules/dice', 'src-main/rules/world', ...SEAM, 'src-shared/contract', 'src-shared/units'].some((m) => isModule(t, m))
          ? null
          : 'a rules system imports only dice, world, itself, the Ruleset seam, the contract and the time units',
    }),
  ),
  ...['world', 'travel', 'hexmap'].map(
    (folder): Rule => ({
      layer: `src-main/rules/${folder}`,
      forbidden: (t) => (systemOf(t) ? 'world, travel and hexmap import no rules system: they reach one through the Ruleset' : null),
    }),
  ),
  {
    layer: 'src-main',
    forbidden: (t, file) => {
      const system = systemOf(t);
      if (!system || file.startsWith('src-main/rules/') || calculatorSystems(file)?.includes(system)) return null;
      return "outside rules/, only a system's own calculators and file importers import its folder; the rest goes through the Ruleset or world";
    },
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
        const why = rule.forbidden(target, file);
        if (why) out.push(`${file} imports "${target.specifier}": ${why}`);
      }
    }
    out.push(...databaseViolations(source, file));
  }
  return out;
}

// The renderer branches on a rules system only inside src-renderer/systems/: a view asks
// the SystemUi registry, so a new system cannot fall through to another's sheet or form.
const systemName = `'(?:${rulesSystems.join('|')})'`;
const systemBranches = [
  new RegExp(`[!=]==?\\s*${systemName}|${systemName}\\s*[!=]==?`),
  new RegExp(`\\bcase\\s+${systemName}\\s*:`),
  /\b(?:rulesSystem|system)\s*[!=]==?/,
  /[!=]==?\s*[\w.?]*\b(?:rulesSystem|system)\b(?!\w)/,
  /\bswitch\s*\([^)]*\b(?:rulesSystem|system)\s*\)/,
];

function systemBranchViolations(files: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    if (!file.startsWith('src-renderer/') || file.startsWith('src-renderer/systems/') || /\.test\.tsx?$/.test(file)) continue;
    source.split('\n').forEach((line, i) => {
      if (systemBranches.some((pattern) => pattern.test(line))) out.push(`${file}:${i + 1} branches on the rules system outside src-renderer/systems/`);
    });
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

/** The source file a relative import names, trying the extensions and index files TypeScript would. */
function resolveImport(target: string, files: Record<string, string>): string | null {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((c) => c in files) ?? null;
}

/**
 * Every import circle, type-only imports included, as the files around it starting from
 * the first in sort order: Tarjan's strongly connected components of the import graph.
 */
function importCircles(files: Record<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of Object.entries(files)) {
    const targets = importsOf(source, file).flatMap((t) => (t.file === null ? [] : [resolveImport(t.file, files)]));
    edges.set(file, [...new Set(targets.filter((t): t is string => t !== null))]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) circles.push(component.sort());
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return circles;
}

describe('import circles', () => {
  it('none in src-main, src-shared or src-renderer', () => {
    expect(importCircles(sourceFiles())).toEqual([]);
  });

  it('are found however long, through index files and type-only imports', () => {
    expect(
      importCircles({
        'src-main/api/change.ts': "import type { HandlersFor } from './router';",
        'src-main/api/router.ts': "import type { ChangeBuilder } from './change';",
        'src-main/services/a/index.ts': "import { b } from './b';",
        'src-main/services/a/b.ts': "import { c } from '../c';",
        'src-main/services/c.ts': "import type { Deps } from './a';",
        'src-main/services/d.ts': "import { c } from './c';\nimport { x } from '../../src-shared/x';",
        'src-shared/x.ts': "export const x = 1;",
      }),
    ).toEqual([
      ['src-main/api/change.ts', 'src-main/api/router.ts'],
      ['src-main/services/a/b.ts', 'src-main/services/a/index.ts', 'src-main/services/c.ts'],
    ]);
  });
});

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
        'src-main/import/gcs/f.ts': "import fs from 'node:fs';\nimport { partyService } from '../../services/parties';",
      }),
    ).toEqual([
      'src-shared/a.ts imports "node:fs": src-shared imports nothing from Node, the DOM libraries, React or Electron',
      'src-shared/a.ts imports "../src-main/backend": src-shared imports only from src-shared',
      'src-renderer/views/b.tsx imports "../../src-main/backend": src-renderer never imports src-main, Node or Electron',
      'src-main/rules/c.ts imports "../db/open-database": src-main/rules is pure: no Node, database, services or hosts',
      'src-main/rules/c.ts imports "path": src-main/rules is pure: no Node, database, services or hosts',
      'src-main/services/d.ts imports "electron": only src-main/electron imports electron',
      'src-main/import/gcs/f.ts imports "node:fs": src-main/import is pure: no Node, database, services or hosts',
      'src-main/import/gcs/f.ts imports "../../services/parties": src-main/import is pure: no Node, database, services or hosts',
    ]);
  });

  it('keep rules-system branches inside src-renderer/systems', () => {
    expect(systemBranchViolations(sourceFiles())).toEqual([]);
  });

  it('catch a view that branches on the rules system', () => {
    expect(
      systemBranchViolations({
        'src-renderer/views/a.tsx': "if (campaign.rulesSystem === 'gurps') return <GurpsSheet />;",
        'src-renderer/views/b.tsx': "const label = 'shell' === system ? 'Stance' : 'Maneuver';",
        'src-renderer/views/c.tsx': "switch (state.rules.system) {\n  case 'bfrpg':\n    break;\n}",
        'src-renderer/views/d.tsx': 'const same = other.system !== props.system;',
        'src-renderer/views/e.tsx': "const ui = systemUis[state.rules.system];\nconst text = kind === 'pc' ? 'PC' : 'NPC';",
        'src-renderer/systems/gurps/f.tsx': "const gulliver = campaign?.rulesSystem === 'gurps';",
        'src-main/services/g.ts': "if (campaign.rulesSystem === 'gurps') return;",
      }),
    ).toEqual([
      'src-renderer/views/a.tsx:1 branches on the rules system outside src-renderer/systems/',
      'src-renderer/views/b.tsx:1 branches on the rules system outside src-renderer/systems/',
      'src-renderer/views/c.tsx:1 branches on the rules system outside src-renderer/systems/',
      'src-renderer/views/c.tsx:2 branches on the rules system outside src-renderer/systems/',
      'src-renderer/views/d.tsx:1 branches on the rules system outside src-renderer/systems/',
    ]);
  });
});

describe('rules systems stand alone (issue 14)', () => {
  it('a system folder imports only dice, world, itself, the Ruleset seam and the contract', () => {
    expect(
      violations({
        'src-main/rules/bfrpg/a.ts': [
          "import { roll } from '../dice/roll';",
          "import { LIGHT_SOURCES } from '../world/light-sources';",
          "import { savingThrow } from './saves';",
          "import type { Ruleset } from '../ruleset';",
          "import { bfrpgOptions } from '../../../src-shared/contract';",
          "import { z } from 'zod';",
        ].join('\n'),
        'src-main/rules/gulliver/b.ts': "import { successRoll } from '../gurps/success';",
        'src-main/rules/gurps/combat/c.ts': "import type { BodySize } from '../../gulliver/size';",
        'src-main/rules/shell/d.ts': "import { rulesetFor } from '../registry';\nimport { FEATURE } from '../../../src-shared/hexmap';",
        'src-main/rules/gulliver/e.test.ts': "import { successRoll } from '../gurps/success';",
      }),
    ).toEqual([
      'src-main/rules/gulliver/b.ts imports "../gurps/success": a rules system imports only dice, world, itself, the Ruleset seam, the contract and the time units',
      'src-main/rules/gurps/combat/c.ts imports "../../gulliver/size": a rules system imports only dice, world, itself, the Ruleset seam, the contract and the time units',
      'src-main/rules/shell/d.ts imports "../registry": a rules system imports only dice, world, itself, the Ruleset seam, the contract and the time units',
      'src-main/rules/shell/d.ts imports "../../../src-shared/hexmap": a rules system imports only dice, world, itself, the Ruleset seam, the contract and the time units',
    ]);
  });

  it('world, travel and hexmap reach a system only through the Ruleset', () => {
    expect(
      violations({
        'src-main/rules/world/a.ts': "import { abilityBonus } from '../bfrpg/abilities';",
        'src-main/rules/travel/b.ts': "import { basicFantasyRuleset } from '../bfrpg';\nimport { vessel } from '../world/vessels';",
        'src-main/rules/hexmap/c.ts': "import type { Ruleset } from '../ruleset';\nimport { encumbrance } from '../shell/encumbrance';",
        'src-main/rules/testing/d.ts': "import { successRoll } from '../gurps/success';",
      }),
    ).toEqual([
      'src-main/rules/world/a.ts imports "../bfrpg/abilities": world, travel and hexmap import no rules system: they reach one through the Ruleset',
      'src-main/rules/travel/b.ts imports "../bfrpg": world, travel and hexmap import no rules system: they reach one through the Ruleset',
      'src-main/rules/hexmap/c.ts imports "../shell/encumbrance": world, travel and hexmap import no rules system: they reach one through the Ruleset',
    ]);
  });

  it("outside rules/, only a system's own calculators and file importers import its folder", () => {
    const why = "outside rules/, only a system's own calculators and file importers import its folder; the rest goes through the Ruleset or world";
    expect(
      violations({
        'src-main/services/parties.ts': "import { BEASTS_OF_BURDEN } from '../rules/world';\nimport { carryingCapacity } from '../rules/bfrpg';",
        'src-main/api/handlers/combat.ts': "import { statsOf } from '../../rules/gurps/character';",
        'src-main/backend.ts': "import { shellRuleset } from './rules/shell/ruleset';\nimport { rulesetFor } from './rules/registry';",
        'src-main/api/calculators/gurps.ts': "import { planClimb } from '../../rules/gurps';\nimport { sizeScales } from '../../rules/gulliver';",
        'src-main/api/calculators/shell.ts': "import { skillCost } from '../../rules/shell';\nimport { damageForSt } from '../../rules/gurps';",
        'src-main/api/calculators/bfrpg.ts': "import { carryingCapacity } from '../../rules/bfrpg';\nimport { encumbrance } from '../../rules/shell';",
        'src-main/import/gcs/size.ts': "import { linearScale } from '../../rules/gulliver/size';\nimport { attributeChart } from '../../rules/shell/attributes';",
      }),
    ).toEqual([
      `src-main/services/parties.ts imports "../rules/bfrpg": ${why}`,
      `src-main/api/handlers/combat.ts imports "../../rules/gurps/character": ${why}`,
      `src-main/backend.ts imports "./rules/shell/ruleset": ${why}`,
      `src-main/api/calculators/shell.ts imports "../../rules/gurps": ${why}`,
      `src-main/api/calculators/bfrpg.ts imports "../../rules/shell": ${why}`,
      `src-main/import/gcs/size.ts imports "../../rules/shell/attributes": ${why}`,
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
