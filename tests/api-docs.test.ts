import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMarkdown, contract } from '../src-shared/contract';
import { appRoot } from './helpers/backend';

describe('docs/api.md', () => {
  it('is what the contract generates (run `npm run docs:api` after changing a method)', () => {
    const onDisk = fs.readFileSync(path.join(appRoot, 'docs/api.md'), 'utf8');
    expect(onDisk).toBe(apiMarkdown(contract));
  });

  it('documents every method', () => {
    const text = apiMarkdown(contract);
    for (const name of Object.keys(contract)) expect(text).toContain(`## ${name}\n`);
  });
});
