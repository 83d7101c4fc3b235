import { describe, expect, it } from 'vitest';
import { apiMarkdown, contract } from '../src-shared/contract';

describe('the API reference', () => {
  // Generating the page is nearly all of this file's time (seconds on a loaded machine, past a
  // test's 5 s limit): made once, while the file is collected.
  const generated = apiMarkdown(contract);

  it('documents every method with its kind and roles', () => {
    for (const name of Object.keys(contract)) expect(generated).toContain(`## ${name}\n`);
    expect(generated).toContain('| [`campaign.create`](#campaigncreate) | mutation | gm |');
  });
});
