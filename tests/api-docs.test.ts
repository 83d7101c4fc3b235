import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMarkdown, contract } from '../src-shared/contract';
import { appRoot } from './helpers/backend';

describe('docs/api.md', () => {
  // Generating the page is nearly all of this file's time (seconds on a loaded machine, past a
  // test's 5 s limit): made once, while the file is collected, for both checks.
  const generated = apiMarkdown(contract);

  it('is what the contract generates (run `npm run docs:api` after changing a method)', () => {
    const onDisk = fs.readFileSync(path.join(appRoot, 'docs/api.md'), 'utf8');
    expect(onDisk).toBe(generated);
  });

  it('documents every method', () => {
    for (const name of Object.keys(contract)) expect(generated).toContain(`## ${name}\n`);
  });
});
