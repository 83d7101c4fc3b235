import { describe, expect, it } from 'vitest';
import { createRepositories } from '../src-main/db/repositories';
import { journalService } from '../src-main/services/journal';
import { rulesetSource } from '../src-main/services/rulesets';
import { ok } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// The journal's Markdown export is written a page at a time so a long journal never holds
// the host; where the pages end must not change a line of the file.

describe('the Markdown export in pages', () => {
  it('reads the same whatever the page size: runs, sessions, notes and the stretches between them', () => {
    const f = dungeonFixture({ members: [character('Ada', 10, 8), character('Bors', 12, 9)] });
    const note = (text: string) => ok(f.backend, 'journal.note', { campaignId: f.campaignId, text, memberIds: [] });
    const session = (action: 'start' | 'end', title?: string) => ok(f.backend, 'journal.session', { campaignId: f.campaignId, action, title });
    note('Before anything');
    f.act('dungeon.rest', { turns: 1 });
    f.act('dungeon.rest', { turns: 2 });
    session('start', 'Into the barrow');
    f.act('dungeon.rest', { turns: 3 });
    f.act('dungeon.rest', { turns: 1 });
    f.act('dungeon.rest', { turns: 2 });
    note('A cold draught\nfrom the north');
    ok(f.backend, 'journal.roll', { campaignId: f.campaignId, label: 'Morale', expression: '2d6', secret: true });
    session('end');
    session('start');
    session('end');
    note('Between the nights');
    f.act('dungeon.rest', { turns: 1 });
    session('start', 'Second night');
    note('Still running');
    f.act('dungeon.rest', { turns: 4 });

    const whole = ok<{ markdown: string; next: number | null }>(f.backend, 'journal.export', { campaignId: f.campaignId });
    expect(whole.next).toBeNull();
    expect(whole.markdown.split('\n').filter((l) => l.startsWith('#'))).toEqual([
      '# Delve: session journal',
      '## Before the first session',
      '## Session 1: Into the barrow',
      '## Session 2',
      '## Between sessions 2 and 3',
      '## Session 3: Second night',
    ]);
    expect(whole.markdown).toContain('**Recap:** 6 turns, 0 fights, 3 rolls, 5 actions, 1 note.');

    const store = createRepositories(f.backend.database);
    for (const pageEntries of [1, 2, 3, 4, 5, 7]) {
      const journal = journalService({ entries: store.journal, clock: store.clock, calendars: store.calendar, freshSeed: () => 'pages', rulesetOf: rulesetSource(store.campaigns), exportPageEntries: pageEntries });
      const pages: string[] = [];
      let after: number | undefined;
      do {
        const page = journal.markdown(f.campaignId, 'Delve', after);
        pages.push(page.markdown);
        after = page.next ?? undefined;
      } while (after !== undefined);
      expect(pages.length, `pages of ${pageEntries}`).toBeGreaterThan(1);
      expect(pages.join(''), `pages of ${pageEntries}`).toBe(whole.markdown);
    }
  });
});
