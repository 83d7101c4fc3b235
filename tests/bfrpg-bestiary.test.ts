import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import type { BestiaryList, Campaign, CombatResult, MethodOutput } from '../src-shared/contract';
import { bfrpgCombat } from '../src-main/rules/bfrpg/combat-rules';
import { appRoot, gameState, memoryBackend, ok, refusedUnchanged } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// A new Basic Fantasy campaign starts with the bestiary read from resources/bfrpg-monsters.json
// (issue 36, item 4): the monsters' stat lines of the Basic Fantasy Core Rules and Field Guide,
// CC BY-SA 4.0. Hit Dice are read by supplement A26; XP is the book's own, with A17's beside it
// where they differ (A17: 8 HD 875 XP, each asterisk +70).

const file = JSON.parse(fs.readFileSync(path.join(appRoot, 'resources', 'bfrpg-monsters.json'), 'utf8')) as {
  license: string;
  credit: string;
  count: number;
  monsters: { name: string; 'Hit Dice'?: string; 'Armor Class'?: string; XP?: string }[];
};
const line = (name: string) => file.monsters.find((m) => m.name === name)!;

/** The lines that give nothing to fight with, each with its reason: all other 792 are in the bestiary. */
const REFUSED = [
  { name: 'Elemental', reason: 'the line has no Hit Dice (a heading, not a monster)' },
  { name: 'Grave Dancer', reason: 'the Hit Dice "Special" give no figure to fight with' },
  { name: 'Nazgorean, Nehnite', reason: 'the Hit Dice "1d4* per MU level (AB +1 per MU level)" give no figure to fight with' },
];

let backend: Backend;
afterEach(() => backend?.close());

const list = (campaignId: number) => ok<BestiaryList>(backend, 'bestiary.list', { campaignId });
const entry = (l: BestiaryList, name: string) => l.entries.find((e) => e.name === name)!;

describe('a new Basic Fantasy campaign has the Basic Fantasy bestiary', () => {
  it('holds every stat line that can be fought with, each as printed, under the licence the file gives', () => {
    backend = memoryBackend({ installDemo: false });
    const started = performance.now();
    const campaign = ok<Campaign>(backend, 'campaign.create', { name: 'Borderlands', rulesSystem: 'bfrpg' });
    const first = performance.now() - started;
    const again = performance.now();
    ok<Campaign>(backend, 'campaign.create', { name: 'Borderlands II', rulesSystem: 'bfrpg' });
    const second = performance.now() - again;
    // The file is read once per backend; each later campaign only inserts its rows.
    console.info(`campaign.create with ${file.count - REFUSED.length} foes: ${first.toFixed(0)} ms (file read), then ${second.toFixed(0)} ms`);
    expect(second).toBeLessThan(1000);

    const l = list(campaign.id);
    expect(file.count).toBe(795);
    expect(file.monsters).toHaveLength(795);
    expect(l.entries).toHaveLength(795 - REFUSED.length);
    const names = new Set(l.entries.map((e) => e.name));
    expect(file.monsters.filter((m) => !names.has(m.name)).map((m) => m.name)).toEqual(REFUSED.map((r) => r.name));
    // Every foe of the book is here already: nothing left to add, so the Bestiary offers no button for it.
    expect(l.bundle).toEqual({ label: 'the Basic Fantasy bestiary', count: 792, missing: 0 });
    // Each stat block is one the rules would take from the GM (bestiary.save checks the same schema).
    const { statBlockSchema } = bfrpgCombat;
    expect(l.entries.filter((e) => !statBlockSchema.safeParse(e.statBlock).success).map((e) => e.name)).toEqual([]);

    expect(file.license).toBe('CC BY-SA 4.0');
    expect(l.credits).toEqual([file.credit]);
    expect(l.credits[0]).toContain('Basic Fantasy Role-Playing Game');
    expect(l.credits[0]).toContain('CC BY-SA 4.0');

    // Aboleth, printed "8**", AC 16, XP 1,015 (= A17's 875 + 2 x 70).
    expect(line('Aboleth')).toMatchObject({ 'Hit Dice': '8**', 'Armor Class': '16', XP: '1,015' });
    expect(entry(l, 'Aboleth')).toMatchObject({
      statBlock: { hitDice: '8**', ac: 16, morale: 9, xp: 1015, attacks: [{ name: 'tentacle', damage: '1d6' }], appearing: '1, Lair 1d3+1', from: 'bfrpg-monsters' },
      summary: 'HD 8**, AC 16, tentacle 1d6, morale 9, 1015 XP',
    });
    expect(entry(l, 'Aboleth').notes).toContain("Movement: 10' Swim 60'");
    // Kobold, printed "½ (1d4 hit points)", XP 10 (A17's "less than 1").
    expect(line('Kobold')).toMatchObject({ 'Hit Dice': '½ (1d4 hit points)', 'Armor Class': '13 (11)', XP: '10' });
    expect(entry(l, 'Kobold').summary).toBe('HD ½, AC 13, weapon 1d4, morale 6, 10 XP');
    // Rat, printed "1 Hit Point" and 360* XP: a pack's figure, kept, with A17's 10 beside it.
    expect(line('Rat')).toMatchObject({ 'Hit Dice': '1 Hit Point', XP: '360*' });
    expect(entry(l, 'Rat').summary).toBe('HD ½ (1 HP), AC 11, bite per pack + disease 1d6, morale 5, 360 XP (A17: 10)');
    // Dragon Turtle, printed "30** (AB +15)", 13,650 XP: A26's own example.
    expect(entry(l, 'Dragon Turtle').summary).toContain('HD 30** (+15), AC 22');
    expect(entry(l, 'Dragon Turtle').summary).toContain('13650 XP');
    // Brachiosaurus, "36 (+16)", printed 11,750 where A17 gives 9,000 + 11 x 750.
    expect(line('Dinosaur, Brachiosaurus')).toMatchObject({ 'Hit Dice': '36 (+16)', XP: '11,750' });
    expect(entry(l, 'Dinosaur, Brachiosaurus').summary).toContain('11750 XP (A17: 17250)');
    // Hellhound, "3** to 7**": the first, with the line kept in the notes.
    expect(entry(l, 'Hellhound').statBlock).toMatchObject({ hitDice: '3**', xp: 205 });
    expect(entry(l, 'Hellhound').notes).toContain('Hit Dice as printed: 3** to 7**');

    // A campaign of another system starts without one and cannot add it.
    const gurps = ok<Campaign>(backend, 'campaign.create', { name: 'Elsewhere', rulesSystem: 'gurps' });
    expect(list(gurps.id)).toEqual({ entries: [], credits: [], bundle: null });
    expect(refusedUnchanged(backend, 'bestiary.addBundled', { campaignId: gurps.id })).toMatchObject({ code: 'invalid_input', path: ['campaignId'] });
  });

  it('fights a foe from it for its printed XP', () => {
    const f = dungeonFixture({ members: [character('Ada', 10, 8)] });
    backend = f.backend;
    f.quiet();
    ok(backend, 'bestiary.addBundled', { campaignId: f.campaignId });
    const foe = entry(list(f.campaignId), 'Nazgorean, Hydramander');
    // "8 to 12 (+10)", XP "8 HD: 825; ...": the first Hit Dice and their printed 825, where A17 gives 875.
    expect(line('Nazgorean, Hydramander')).toMatchObject({ 'Hit Dice': '8 to 12 (+10)', 'Armor Class': '18 to 21' });
    expect(foe.summary).toMatch(/^HD 8, AC 18, .*825 XP \(A17: 875\)$/);
    const start = ok<CombatResult>(backend, 'combat.start', { partyId: f.partyId, foes: [{ bestiaryId: foe.id }] });
    const [ada, hydra] = ['Ada', foe.name].map((n) => start.state.combatants.find((c) => c.name === n)!);
    ok(backend, 'combat.attack', { encounterId: start.state.encounterId, attackerId: ada.id, defenderId: hydra.id, attack: { outcome: 'hit', damage: '999' } });
    const end = ok<CombatResult>(backend, 'combat.end', { encounterId: start.state.encounterId });
    expect(end.entry.changes).toContainEqual(expect.stringContaining(': 825 XP'));
  });

  it('keeps the licence while a foe from it is kept, even changed, and drops it when none is left', () => {
    backend = memoryBackend({ installDemo: false });
    const campaign = ok<Campaign>(backend, 'campaign.create', { name: 'Borderlands', rulesSystem: 'bfrpg' });
    const kobold = entry(list(campaign.id), 'Kobold');
    ok(backend, 'bestiary.save', { campaignId: campaign.id, id: kobold.id, name: 'Kobold chief', statBlock: { ...kobold.statBlock, hitDice: '1' }, notes: '' });
    for (const e of list(campaign.id).entries.filter((x) => x.name !== 'Kobold chief')) backend.database.sqlite.prepare('DELETE FROM bestiary WHERE id = ?').run(e.id);
    expect(list(campaign.id).credits).toEqual([file.credit]);
    ok(backend, 'bestiary.delete', { id: kobold.id });
    expect(list(campaign.id).credits).toEqual([]);
  });
});

describe('a bestiary file', () => {
  it("carries the book's foes and hundreds of the GM's own beside them into another campaign, with the licence", () => {
    backend = memoryBackend({ installDemo: false });
    const abbey = ok<Campaign>(backend, 'campaign.create', { name: 'Borderlands', rulesSystem: 'bfrpg' }).id;
    const own = Array.from({ length: 300 }, (_, i) => ({ name: `Cave thing ${i + 1}`, statBlock: { hitDice: '2', ac: 13 }, notes: '' }));
    ok(backend, 'bestiary.import', { campaignId: abbey, file: { format: 'lantern.bestiary', version: 1, rulesSystem: 'bfrpg', entries: own } });
    const exported = ok<{ entries: unknown[] }>(backend, 'bestiary.export', { campaignId: abbey });
    expect(exported.entries).toHaveLength(792 + 300);
    const other = ok<Campaign>(backend, 'campaign.create', { name: 'Other', rulesSystem: 'bfrpg' }).id;
    for (const e of list(other).entries) backend.database.sqlite.prepare('DELETE FROM bestiary WHERE id = ?').run(e.id);
    expect(list(other).credits).toEqual([]);
    const imported = ok<BestiaryList>(backend, 'bestiary.import', { campaignId: other, file: exported });
    expect(imported.entries).toHaveLength(792 + 300);
    expect(imported.credits).toEqual([file.credit]);
  });
});

describe('an existing campaign adds the Basic Fantasy bestiary in one action', () => {
  it('adds what it lacks, keeps a foe of the same name as the GM left it, and undoes as one step', () => {
    backend = memoryBackend();
    const campaign = ok<{ campaigns: Campaign[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'bfrpg')!;
    const before = list(campaign.id);
    expect(before.credits).toEqual([]);
    const own = before.entries.filter((e) => file.monsters.some((m) => m.name.toLowerCase() === e.name.toLowerCase()));
    const state = gameState(backend);

    // Offered while some of it is missing; once added, nothing is left to offer.
    expect(before.bundle?.missing).toBe(792 - own.length);
    const added = ok<MethodOutput<'bestiary.addBundled'>>(backend, 'bestiary.addBundled', { campaignId: campaign.id });
    expect(added.bundle?.missing).toBe(0);
    expect(added.added).toBe(792 - own.length);
    expect(added.kept).toBe(own.length);
    expect(added.entries).toHaveLength(before.entries.length + added.added);
    expect(added.credits).toEqual([file.credit]);
    for (const e of own) expect(entry(added, e.name)).toEqual(e);
    const journal = ok<{ entries: { summary: string }[] }>(backend, 'journal.list', { campaignId: campaign.id, limit: 1 });
    expect(journal.entries[0]!.summary).toBe(`Bestiary: added the Basic Fantasy bestiary (${added.added} foes${own.length ? `; ${own.length} of the same name kept as they were` : ''})`);

    ok(backend, 'journal.undo', { campaignId: campaign.id });
    expect(gameState(backend)).toEqual(state);
    expect(list(campaign.id)).toEqual(before);
  });
});
