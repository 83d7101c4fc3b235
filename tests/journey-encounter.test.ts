import { describe, expect, it } from 'vitest';
import type { SightingView } from '../src-shared/contract';
import { memoryBackend, ok } from './helpers/backend';

// The seam where a travelled day's wandering check (supplement A10: three by day,
// three by night) becomes an encounter: rolled on the terrain's table for the hour,
// and travel stops there.

describe('a journey day with a wandering encounter', () => {
  it('stops travel on that day and raises the encounter from the table of the terrain where the party stands', () => {
    const backend = memoryBackend({ installDemo: true, freshSeed: () => 'journey-0' });
    const campaignId = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const regionId = ok<{ regions: { id: number }[] }>(backend, 'hexmap.list', { campaignId }).regions[0].id;
    const journey = ok<{ journey: { id: number; days: { needsGm: string | null; terrain: string; rolls: { label: string; total: number }[] }[] } }>(backend, 'journey.latest', { regionId }).journey;
    const stopDay = journey.days.findIndex((d) => d.needsGm !== null);
    expect(journey.days[stopDay].needsGm).toMatch(/wandering encounter/);
    const committed = ok<{ committedDays: number }>(backend, 'journey.commit', { journeyId: journey.id, stopOnEvent: true });
    expect(committed.committedDays).toBe(stopDay + 1);

    const sighting = ok<{ sighting: SightingView }>(backend, 'encounter.current', { campaignId }).sighting;
    expect(sighting.setting).toBe('wilderness');
    // The first check that came up says day or night: checks 1-3 are the day's, 4-6 the night's.
    const first = journey.days[stopDay].rolls.filter((r) => r.label.startsWith('Encounter check')).find((r) => r.total <= 1)!;
    const when = Number(/check (\d)/.exec(first.label)![1]) <= 3 ? 'day' : 'night';
    expect(sighting.place).toBe(`${journey.days[stopDay].terrain} by ${when}`);
    const { tables } = ok<{ tables: { levelName: string; timeOfDay: string; entries: { text: string }[] }[] }>(backend, 'encounter.tables', { campaignId });
    const table = tables.find((t) => t.levelName === journey.days[stopDay].terrain && (t.timeOfDay === when || t.timeOfDay === 'any'))!;
    expect(table.entries.map((e) => e.text)).toContain(sighting.what);

    // The days rolled their own checks: the camp nights make none of their own.
    const entry = ok<{ entries: { kind: string; rolls: { label: string }[] }[] }>(backend, 'journal.list', { campaignId, limit: 1 }).entries[0];
    expect(entry.kind).toBe('journey');
    expect(entry.rolls.filter((r) => r.label === 'Wandering monster check')).toHaveLength(0);
    expect(entry.rolls.filter((r) => r.label === 'Wandering monster')).toHaveLength(1);
  });
});
