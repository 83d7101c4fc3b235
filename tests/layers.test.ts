import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesSystems } from '../src-shared/contract/rules-options';
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
];

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
