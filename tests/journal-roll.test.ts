import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

describe('journal.roll: a GM roll kept in the journal', () => {
  it('rolls against a target, says by how much it was made or missed, and undoes like any action', () => {
    const backend = memoryBackend({ installDemo: false, freshSeed: () => 'gm-roll' });
    const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'Rolls', rulesSystem: 'gurps' }).id;
    const before = snapshot(backend);
    const r = ok<{ entry: JournalEntry; total: number; success: boolean | null }>(backend, 'journal.roll', {
      campaignId,
      label: 'Fright Check: Aldo',
      expression: '3d6',
      target: 11,
    });
    expect(r.entry.kind).toBe('roll');
    expect(r.entry.rolls).toHaveLength(1);
    expect(r.entry.rolls[0]).toMatchObject({ label: 'Fright Check: Aldo', expression: '3d6', total: r.total, secret: false });
    expect(r.entry.rolls[0].faces.reduce((a, b) => a + b, 0)).toBe(r.total);
    expect(r.success).toBe(r.total <= 11);
    expect(r.entry.summary).toBe(`Fright Check: Aldo: 3d6 against 11 rolled ${r.total}, ${r.success ? `made by ${11 - r.total}` : `missed by ${r.total - 11}`}`);
    ok(backend, 'journal.undo', { campaignId });
    const after = snapshot(backend);
    // The undone entry stays in the journal, marked undone; everything else is as it was.
    expect({ ...after, journal_entries: [], undo_log: [] }).toEqual({ ...before, journal_entries: [], undo_log: [] });
  });

  it('refuses bad notation, naming where, and writes nothing', () => {
    const backend = memoryBackend({ installDemo: false });
    const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'Rolls' }).id;
    const before = snapshot(backend);
    const r = backend.router.call('journal.roll', { campaignId, label: 'Oops', expression: '3d6+' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toEqual(['expression']);
    expect(snapshot(backend)).toEqual(before);
  });
});
