import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberFieldsOf } from '../src-main/services/request-scope';
import { contract, ids, methodNames, type Campaign } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

/** A number field named like an id ("id", "partyId", "memberIds") that declares no kind would go unchecked. */
const looksLikeId = (path: string) => /(^|\.)(id|[a-z]\w*Ids?)(\.\[\])?$/.test(path);
const unchecked = (schema: z.ZodType) => numberFieldsOf(schema).filter((f) => f.kind === null && looksLikeId(f.path)).map((f) => f.path);

describe('id fields of requests', () => {
  it.each(methodNames)('%s: every id field declares the kind of row it names', (name) => {
    expect(unchecked(contract[name].input)).toEqual([]);
  });

  it('are found wherever they sit, and one without a kind is caught', () => {
    const schema = z.object({
      partyId: ids.party,
      to: z.union([z.object({ memberId: ids.member }), z.object({ partyId: ids.party })]),
      foes: z.array(z.object({ bestiaryId: ids.foe.optional(), count: z.number() })).default([]),
      fooId: z.number().int(),
    });
    expect(numberFieldsOf(schema)).toEqual([
      { path: 'partyId', kind: 'party' },
      { path: 'to.memberId', kind: 'member' },
      { path: 'to.partyId', kind: 'party' },
      { path: 'foes.[].bestiaryId', kind: 'foe' },
      { path: 'foes.[].count', kind: null },
      { path: 'fooId', kind: null },
    ]);
    expect(unchecked(schema)).toEqual(['fooId']);
  });

  it('every one of them is held to the request\'s campaign: a calendar note of another campaign is refused', () => {
    const backend = memoryBackend({ installDemo: false });
    const [a, b] = ['Thaw', 'Frost'].map((name) => ok<Campaign>(backend, 'campaign.create', { name }).id);
    const note = ok<{ notes: { id: number }[] }>(backend, 'calendar.addNote', { campaignId: b, day: 2, text: 'The fair' }).notes[0].id;
    const before = snapshot(backend);
    expect(backend.router.call('calendar.removeNote', { campaignId: a, noteId: note })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', path: ['noteId'], message: `noteId: no calendar note ${note} in Thaw` },
    });
    expect(snapshot(backend)).toEqual(before);
    backend.close();
  });
});
