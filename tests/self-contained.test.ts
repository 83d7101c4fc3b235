import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from './helpers/backend';

// The repository stands alone (issue 23, item 8): a reader never has to leave it. Rules
// texts are cited by the short names of docs/sources.md, never by a path outside the tree.
const OUTSIDE = [/\.\.\/shared\//, /\/work\/shared/, /\bshared\/(seeds|rules|design)/];
const SKIP = /\.(png|jpe?g|webp|sqlite|lantern|bin|ico|woff2?)$/i;

describe('the repository is self-contained', () => {
  it('no tracked file points to a path outside the repository', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: appRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
    const offenders: string[] = [];
    for (const file of files) {
      if (SKIP.test(file) || file === 'tests/self-contained.test.ts') continue;
      const full = path.join(appRoot, file);
      if (!fs.existsSync(full)) continue;
      const text = fs.readFileSync(full, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.some((pattern) => pattern.test(line))) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('the design map lives in docs/', () => {
    const design = fs.readFileSync(path.join(appRoot, 'docs/design.md'), 'utf8');
    expect(design).toMatch(/## Layers/);
    expect(fs.readFileSync(path.join(appRoot, 'README.md'), 'utf8')).toContain('docs/design.md');
  });
});
