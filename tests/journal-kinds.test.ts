import { afterEach, describe, expect, it } from 'vitest';
import { journalKinds, type JournalEntry, type LevelView } from '../src-shared/contract';
import { ok } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

const list = (kind: JournalEntry['kind'], role: 'gm' | 'players' = 'gm') => {
  const envelope = f.backend.router.call('journal.list', { campaignId: f.campaignId, kind }, role);
  if (!envelope.ok) throw new Error(envelope.error.message);
  return (envelope.result as { entries: JournalEntry[] }).entries;
};

describe('journal kinds', () => {
  it('files a level built and an area ruled under their own kinds, which the GM can filter by; the build stays behind the screen', () => {
    f = dungeonFixture({ seed: 'kinds', members: [character('Ada', 12)] });
    const level = ok<LevelView>(f.backend, 'level.import', { campaignId: f.campaignId, level: smallLevel() });
    const hall = level.areas.find((a) => a.number === 1)!;
    ok(f.backend, 'level.ruleArea', { areaId: hall.id, state: { ...hall.state, status: 'cleared' } });

    expect(list('level').map((e) => e.summary)).toEqual([expect.stringContaining(level.name)]);
    expect(list('ruling')).toHaveLength(1);
    expect(list('ruling')[0].summary).toBe('Ruling on area 1');
    // What the GM prepared is not the table's to know; that the GM ruled on an area they see, in neutral words.
    expect(list('level', 'players')).toEqual([]);
    expect(list('ruling', 'players').map((e) => e.summary)).toEqual(['The GM rules']);
  });

  it('refuses a kind the journal does not keep, naming the field', () => {
    f = dungeonFixture({ seed: 'kinds' });
    const envelope = f.backend.router.call('journal.list', { campaignId: f.campaignId, kind: 'gossip' });
    expect(envelope.ok).toBe(false);
    if (!envelope.ok) expect(envelope.error.path).toEqual(['kind']);
    expect(journalKinds).toContain('spell-list');
  });
});
