import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem, MethodOutput, PartyView } from '../src-shared/contract';
import { createBackend } from '../src-main/backend';
import { appRoot, memoryBackend, ok, tempDir } from './helpers/backend';
import { dungeonFixture } from './helpers/dungeon';

// Each ruleset its own world (issue 23): a campaign's catalogue and its beasts of burden
// come from its own rules. GURPS: seed 000 (000_4b7986e803b19dcc.txt) is GURPS Lite's rules
// chapter and lists no equipment or animals, so weights, costs and the animals' ST and Move
// are the GURPS Basic Set's (4th edition), cited by page; Basic Lift, encumbrance and the
// day's march are seed 000's. Shell: 001_d6872b0a781baa08.txt, "Equipment" in its genres.

const catalogueOf = (rulesSystem: 'bfrpg' | 'gurps' | 'shell') => {
  const f = dungeonFixture({ rulesSystem, members: [] });
  const items = ok<{ items: CatalogueItem[] }>(f.backend, 'catalogue.list', { campaignId: f.campaignId }).items;
  return { f, item: (key: string) => items.find((i) => i.key === key), items };
};

const mule = { kind: 'animal', name: 'Clover', hp: { current: 22, max: 22 }, sheet: { beast: 'mule' } } as const;

describe('a GURPS campaign gets GURPS equipment', () => {
  it('weighs and prices it by the Basic Set: a mace is 5 lb and $50, leather armor 10 lb and $100', () => {
    const { item } = catalogueOf('gurps');
    // Basic Set p. B271 (melee weapons): Mace $50, 5 lb; Broadsword $500, 3 lb.
    expect(item('mace')).toMatchObject({ name: 'Mace', weightLb: 5, costGp: 50 });
    expect(item('broadsword')).toMatchObject({ weightLb: 3, costGp: 500 });
    // p. B283 (armor): Leather Armor $100, 10 lb, DR 2; Mail Shirt $150, 16 lb.
    expect(item('leather-armor')).toMatchObject({ name: 'Leather armor (DR 2)', weightLb: 10, costGp: 100, armorKind: 'leather' });
    expect(item('mail-shirt')).toMatchObject({ weightLb: 16, costGp: 150, armorKind: 'metal' });
    // p. B287 (shields): Medium Shield $60, 15 lb, DB 2.
    expect(item('medium-shield')).toMatchObject({ name: 'Medium shield', category: 'shield', weightLb: 15, costGp: 60 });
    // p. B288: Torch $3, 1 lb; Traveler's rations $2 and 0.5 lb a meal, so a day of three is $6 and 1.5 lb.
    expect(item('torch')).toMatchObject({ weightLb: 1, costGp: 3, lightSource: 'torch' });
    expect(item('iron-ration')).toMatchObject({ weightLb: 1.5, costGp: 6, foodDays: 1 });
  });

  it('has none of Basic Fantasy\'s own gear: no spellbook, no 50 lb plate, no 10 lb mace', () => {
    const { item, items } = catalogueOf('gurps');
    expect(item('spellbook')).toBeUndefined();
    expect(item('plate-mail')).toBeUndefined();
    expect(items.some((i) => i.name === 'Mace' && i.weightLb === 10)).toBe(false);
  });

  it('says where every item comes from: a Basic Set page, or that the figure is Lantern\'s', () => {
    const file = JSON.parse(readFileSync(path.join(appRoot, 'resources/catalogue-gurps.json'), 'utf8')) as { items: { key: string; source?: string }[] };
    const unsourced = file.items.filter((i) => !/^GURPS Basic Set p\. B\d+: |^Lantern's figure/.test(i.source ?? ''));
    expect(unsourced.map((i) => i.key)).toEqual([]);
    expect(file.items.filter((i) => i.source!.startsWith("Lantern's")).map((i) => i.key)).toEqual(['taper-candle', 'water-cask', 'fodder']);
  });

  it("agrees with GCS's own GURPS Lite equipment list on every item both hold: cost, weight and Basic Set page", () => {
    // richardwilkes/gcs_master_library, Library/Lite/Lite Equipment.eqp: GCS's list for GURPS Lite,
    // each entry with its value ($), weight and Basic Set reference. Checked by hand on 2026-11-26;
    // it corrected a 6-ft pole (3 lb, not 5) and a short bow ($65, not $50).
    const gcsLite: Record<string, [cost: number, pounds: number, page: string]> = {
      torch: [3, 1, 'B288'], lantern: [20, 2, 'B288'], 'oil-flask': [2, 1, 'B288'], backpack: [60, 3, 'B288'],
      'personal-basics': [5, 1, 'B288'], blanket: [20, 4, 'B288'], tent: [80, 12, 'B288'], 'rope-10yd': [5, 1.5, 'B288'],
      'pole-6': [5, 3, 'B288'], crowbar: [20, 3, 'B289'], 'large-knife': [40, 1, 'B272'], shortsword: [400, 2, 'B273'],
      broadsword: [500, 3, 'B271'], axe: [50, 4, 'B271'], 'throwing-axe': [60, 4, 'B271'], mace: [50, 5, 'B271'],
      'small-mace': [35, 3, 'B271'], spear: [40, 4, 'B273'], quarterstaff: [10, 4, 'B273'], 'short-bow': [65, 2, 'B275'],
      longbow: [200, 3, 'B275'], 'small-shield': [40, 8, 'B287'], 'medium-shield': [60, 15, 'B287'], 'large-shield': [90, 25, 'B287'],
    };
    const file = JSON.parse(readFileSync(path.join(appRoot, 'resources/catalogue-gurps.json'), 'utf8')) as { items: { key: string; weightLb: number; costGp: number; source: string }[] };
    const ours = Object.fromEntries(file.items.map((i) => [i.key, [i.costGp, i.weightLb, /p\. (B\d+)/.exec(i.source)?.[1]]]));
    expect(Object.fromEntries(Object.keys(gcsLite).map((key) => [key, ours[key]]))).toEqual(gcsLite);
  });

  it('leaves Basic Fantasy campaigns their catalogue as it was: a 10 lb mace, 50 lb plate mail', () => {
    const { item } = catalogueOf('bfrpg');
    expect(item('mace')).toMatchObject({ weightLb: 10, costGp: 6 });
    expect(item('plate-mail')).toMatchObject({ weightLb: 50, costGp: 300 });
  });
});

describe("a campaign file made before keeps its own catalogue", () => {
  it("a GURPS campaign whose catalogue holds Basic Fantasy's 10 lb mace still holds it when the file is opened again", () => {
    const file = path.join(tempDir(), 'old.lantern');
    const first = createBackend({ file, appRoot, host: 'http', installDemo: false });
    const { id: campaignId } = ok<{ id: number }>(first, 'campaign.create', { name: 'Old', rulesSystem: 'gurps', rulesOptions: {} });
    // What a GURPS campaign made before issue 23 holds: the Basic Fantasy row, seeded at its creation.
    first.database.sqlite.prepare("UPDATE catalogue_items SET weight_lb = 10, cost_gp = 6 WHERE campaign_id = ? AND key = 'mace'").run(campaignId);
    first.close();
    const again = createBackend({ file, appRoot, host: 'http', installDemo: false });
    const mace = ok<{ items: CatalogueItem[] }>(again, 'catalogue.list', { campaignId }).items.find((i) => i.key === 'mace');
    expect(mace).toMatchObject({ weightLb: 10, costGp: 6 });
    again.close();
  });
});

describe('a Shell campaign gets the seed\'s armour DR and shield protection', () => {
  it('names DR 2 leather, DR 4 chain, DR 7 plate and a PR 1, 10 HP small shield (seed 001, "Equipment")', () => {
    const { item } = catalogueOf('shell');
    expect(item('leather-armor')?.name).toBe('Leather armour (DR 2)');
    expect(item('chain-mail')?.name).toBe('Chain armour (DR 4)');
    expect(item('plate-mail')?.name).toBe('Plate armour (DR 7)');
    expect(item('shield')?.name).toBe('Shield, small (PR 1, 10 HP)');
    expect(item('longsword')?.name).toBe('Longsword (+0 cut/imp, 10 HP)');
  });
});

describe('a beast of burden walks by its campaign\'s rules', () => {
  it('a GURPS mule: ST 22 (Basic Set p. B459) lifts 97 lb; 120 lb is Light, Move 6 x 0.8 = 4, 40 miles a day', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [mule] });
    f.give('Clover', 'iron-ration', 80); // 80 x 1.5 lb = 120 lb
    const m = f.view().members[0].figures;
    // seed 000 "Lifting & Moving Things": BL = ST x ST / 5 = 96.8, rounded to 97 lb (supplement B1);
    // "Encumbrance and Move": the levels end at 1, 2, 3, 6 and 10 x BL, 15 x BL carried on the back.
    expect(m.bands.map((b) => b.upToPounds)).toEqual([97, 194, 291, 582, 970, 1455]);
    expect(m.encumbrance).toEqual({ rank: 1, id: 'light', label: 'Light' });
    // Basic Move 6 (B459) x 0.8, fractions dropped: Move 4 yd a second; "Hiking": 10 x Move miles a day.
    expect(m.move).toMatchObject({ perRound: 4, unit: 'yd', secondsPerRound: 1 });
    expect(m.milesPerDay).toBe(40);
    expect(m.reasons[0]).toBe('Mule, large (GURPS Basic Set p. B459): ST 22, Basic Move 6; Basic Lift = 22 x 22 / 5 = 97 lb.');
    expect(f.view().summary.pace).toMatchObject({ perRound: 4, milesPerDay: 40 });
  });

  it('the campaign tells the GM which beasts it knows, with their figures and source', () => {
    const gurps = dungeonFixture({ rulesSystem: 'gurps', members: [] });
    const haulers = ok<MethodOutput<'party.haulers'>>(gurps.backend, 'party.haulers', { campaignId: gurps.campaignId });
    expect(haulers.beasts.find((b) => b.id === 'mule')).toEqual({
      id: 'mule',
      label: 'Mule, large',
      figures: 'ST 22, Basic Lift 97 lb, Basic Move 6',
      source: 'GURPS Basic Set p. B459',
    });
    const shell = dungeonFixture({ rulesSystem: 'shell', members: [] });
    const shellMule = ok<MethodOutput<'party.haulers'>>(shell.backend, 'party.haulers', { campaignId: shell.campaignId }).beasts.find((b) => b.id === 'mule');
    expect(shellMule?.source).toBe("Basic Fantasy's beasts of burden (supplement A4), Lantern's default: the Shell text has none; give the animal its own figures to use them");
  });

  it('a Basic Fantasy mule by its table: 300 lb light, 600 heavy, 40\' a round (supplement A4)', () => {
    const f = dungeonFixture({ rulesSystem: 'bfrpg', members: [mule] });
    f.give('Clover', 'standard-ration', 60); // 120 lb
    const m = f.view().members[0].figures;
    expect(m.bands.map((b) => b.upToPounds)).toEqual([300, 600]);
    expect(m.move).toMatchObject({ perRound: 40, unit: 'ft' });
    expect(m.milesPerDay).toBe(24);
  });

  it('refuses a beast the campaign\'s rules do not know, naming the field', () => {
    const f = dungeonFixture({ rulesSystem: 'bfrpg', members: [] });
    const party = ok<PartyView>(f.backend, 'party.get', { partyId: f.partyId });
    const answer = f.backend.router.call('member.create', { partyId: party.id, member: { ...mule, sheet: { beast: 'small-mule' } } });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input', path: ['member', 'sheet', 'beast'] } });
  });
});

// Seed 001 (Shell) gives no figures for beasts of burden or vehicles anywhere in its
// text: its "Equipment" lists gear and armour only. So the GM's own figures are used.
describe('a Shell beast or vehicle walks by the figures the GM gives it', () => {
  const shellMule = { ...mule, sheet: { beast: 'mule', figures: { loadPounds: 250, milesPerDay: 20 } } };

  it('a mule the GM gives 250 lb and 20 miles a day carries 120 lb at 20 miles a day, 5 yd a round at 4 miles per MV point', () => {
    const f = dungeonFixture({ rulesSystem: 'shell', members: [shellMule] });
    f.give('Clover', 'iron-ration', 60);
    const m = f.view().members[0].figures;
    expect(m.carriedPounds).toBe(f.view().members[0].items[0].totalWeightLb);
    expect(m.bands).toEqual([{ id: 'cargo', label: 'Cargo', upToPounds: 250 }]);
    expect(m.canMove).toBe(true);
    expect(m.milesPerDay).toBe(20);
    // Shell's campaign options: 4 miles a day per MV point and 1 yd a unit, so 20 miles is MV 5, 5 yd a round.
    expect(m.move).toMatchObject({ perRound: 5, unit: 'yd' });
    expect(m.reasons).toContain("Mule: up to 250 lb, 20 miles a day (the GM's figures).");
    expect(f.view().summary.pace).toMatchObject({ milesPerDay: 20 });
  });

  it('past the GM\'s load it cannot move', () => {
    const f = dungeonFixture({ rulesSystem: 'shell', members: [{ ...shellMule, sheet: { beast: 'mule', figures: { loadPounds: 10, milesPerDay: 20 } } }] });
    f.give('Clover', 'iron-ration', 60);
    const m = f.view().members[0].figures;
    expect(m).toMatchObject({ canMove: false, milesPerDay: 0, encumbrance: { id: 'over' } });
    expect(m.reasons).toContain("Over the load the GM gave it: cannot move.");
  });

  it('a wagon by the GM\'s figures; one without them keeps Basic Fantasy\'s table as the stated default', () => {
    const f = dungeonFixture({
      rulesSystem: 'shell',
      members: [
        { kind: 'vehicle', name: 'Wagon', sheet: { vehicle: 'wagon', figures: { loadPounds: 800, milesPerDay: 12 } } },
        { ...mule, name: 'Dobbin' },
      ],
    });
    const [wagon, dobbin] = f.view().members;
    expect(wagon.figures).toMatchObject({ milesPerDay: 12, bands: [{ upToPounds: 800 }] });
    expect(dobbin.figures.bands.map((b) => b.upToPounds)).toEqual([300, 600]);
    expect(dobbin.figures.reasons.join(' ')).toContain("Lantern's default: the Shell text has none");
    const haulers = ok<MethodOutput<'party.haulers'>>(f.backend, 'party.haulers', { campaignId: f.campaignId });
    expect(haulers.takesGmFigures).toBe(true);
  });

  it('a system with figures of its own refuses the GM\'s, naming the field', () => {
    const f = dungeonFixture({ rulesSystem: 'gurps', members: [] });
    const answer = f.backend.router.call('member.create', { partyId: f.partyId, member: shellMule });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input', path: ['member', 'sheet', 'figures'] } });
    expect(ok<MethodOutput<'party.haulers'>>(f.backend, 'party.haulers', { campaignId: f.campaignId }).takesGmFigures).toBe(false);
  });
});

describe('the GURPS demo\'s mule walks by GURPS figures', () => {
  it('Clover, a large mule of ST 22, carries 96 lb, within its Basic Lift of 97: Move 6, 60 miles a day, not the 24 of Basic Fantasy\'s mule', () => {
    const backend = memoryBackend({ installDemo: true });
    const campaign = ok<{ campaigns: { id: number; rulesSystem: string }[] }>(backend, 'campaign.list').campaigns.find((c) => c.rulesSystem === 'gurps')!;
    const [party] = ok<MethodOutput<'party.list'>>(backend, 'party.list', { campaignId: campaign.id }).parties;
    const clover = ok<PartyView>(backend, 'party.get', { partyId: party.id }).members.find((m) => m.name === 'Clover')!;
    // 4 fodder x 10 + 6 rations x 1.5 + 4 wineskins x 8.25 + 6 torches + 2 blankets x 4 = 96 lb.
    expect(clover.figures.carriedPounds).toBe(96);
    expect(clover.figures.encumbrance.id).toBe('none');
    expect(clover.figures.move.perRound).toBe(6);
    expect(clover.figures.milesPerDay).toBe(60);
    expect(clover.figures.reasons.join(' ')).toContain('GURPS Basic Set p. B459');
  });
});
