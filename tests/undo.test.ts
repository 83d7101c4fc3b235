import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import { calendarPresets } from '../src-shared/calendar';
import { TERRAINS } from '../src-shared/hexmap';
import {
  contract,
  MAX_ADVANCE_SECONDS,
  methodNames,
  type ActionResult,
  type BestiaryFile,
  type Campaign,
  type CatalogueItem,
  type CombatResult,
  type CombatState,
  type Contract,
  type DungeonState,
  type LevelView,
  type MemberFile,
  type MethodInput,
  type MethodName,
  type MethodOutput,
  type PartyFile,
  type PartyView,
  type RollTable,
  type SessionPlan,
  type HandoutView,
  type PageSummary,
} from '../src-shared/contract';
import type { HexMapJson } from '../src-shared/hexmap';
import { appRoot, gameState, memoryBackend, ok, outOfTheDungeon, tempDir } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';
import { smallLevel } from './helpers/level';

/** mulberry32: the test's own seeded choice of actions, so a failure replays. */
function chooser(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (n: number) => Math.floor(next() * n), pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)] };
}

const state = (f: ReturnType<typeof dungeonFixture>) => gameState(f.backend);

let f: ReturnType<typeof dungeonFixture>;
afterEach(() => f?.backend.close());

describe('undo and redo', () => {
  it.each([1, 2, 3])('over a long random sequence of actions restore an identical database (sequence %i)', (seed) => {
    f = dungeonFixture({ seed: `undo-${seed}`, members: [character('Ada', 10, 9), character('Bors', 16, 12), character('Cai', 8, 5)] });
    f.give('Ada', 'torch', 6);
    f.give('Bors', 'lantern', 1);
    f.give('Bors', 'oil-flask', 3);
    f.give('Cai', 'taper-candle', 4);
    f.give('Ada', 'standard-ration', 3);
    f.stash('waterskin', 4);
    const pick = chooser(seed);
    const names = ['Ada', 'Bors', 'Cai'];
    const call = (method: string, input: unknown) => ({ method, envelope: f.backend.router.call(method, input) });
    // Each action answers the call it made, or null when there was nothing to act on (no stack to hand over).
    const actions: (() => ReturnType<typeof call> | null)[] = [
      () => call('light.light', { partyId: f.partyId, memberId: f.memberId(pick.pick(names)), kind: pick.pick(['torch', 'lantern', 'candle']) }),
      // Time runs past any wandering encounter's card: the sequence is about undo, not the procedure.
      () => call('clock.advance', { partyId: f.partyId, seconds: pick.pick([10, 600, 1800, 3600, 86_400, 200_000]), stopOnEvent: pick.int(2) === 0, letTimeRun: true }),
      () => call('dungeon.searchTraps', { partyId: f.partyId, memberId: f.memberId(pick.pick(names)), areaSquareFeet: 100 + pick.int(400), trapPresent: pick.int(2) === 0, letTimeRun: true }),
      () => call('dungeon.listen', { partyId: f.partyId, memberId: f.memberId(pick.pick(names)), noiseBeyond: true, letTimeRun: true }),
      () => call('dungeon.move', { partyId: f.partyId, distance: 30 + pick.int(500), letTimeRun: true }),
      () => {
        const view = ok<PartyView>(f.backend, 'party.get', { partyId: f.partyId });
        const stacks = view.members.flatMap((m) => m.items.map((s) => ({ s, from: m.id })));
        if (stacks.length === 0) return null;
        const { s, from } = pick.pick(stacks);
        const to = view.members.map((m) => m.id).filter((id) => id !== from);
        return call('inventory.transfer', { stackId: s.id, quantity: 1 + pick.int(s.quantity), to: { memberId: pick.pick(to) } });
      },
      () => {
        const lights = ok<ActionResult['state']>(f.backend, 'dungeon.state', { partyId: f.partyId }).lights.filter((l) => l.state === 'lit');
        return lights.length ? call('light.snuff', { partyId: f.partyId, lightId: pick.pick(lights).id }) : null;
      },
    ];

    const history = [state(f)];
    const done = new Set<string>();
    const countEntries = () => f.backend.database.sqlite.prepare("SELECT count(*) FROM journal_entries WHERE status = 'active'").pluck().get() as number;
    for (let i = 0; i < 60; i++) {
      const before = countEntries();
      const made = pick.pick(actions)();
      if (!made) continue;
      const { method, envelope } = made;
      if (envelope.ok) {
        // An action that changed the campaign without an entry could never be undone.
        expect(countEntries(), `${method} writes one entry`).toBe(before + 1);
        done.add(method);
        history.push(state(f));
      } else {
        // Refused (no torch left to light): a clear refusal, which writes nothing (the router's transaction).
        expect(envelope.error.code, `${method}: ${envelope.error.message}`).toBe('invalid_input');
      }
    }
    // A move really moves (its input once went unread and every move was refused unseen).
    expect(done).toContain('dungeon.move');
    expect(done.size).toBeGreaterThanOrEqual(5);
    expect(history.length).toBeGreaterThan(30);

    for (let i = history.length - 1; i > 0; i--) {
      ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
      expect(state(f)).toEqual(history[i - 1]);
    }
    for (let i = 1; i < history.length; i++) {
      ok(f.backend, 'journal.redo', { campaignId: f.campaignId });
      expect(state(f)).toEqual(history[i]);
    }
    // Some sixty actions, then as many undos and redos, each compared with the whole database: seconds when the suite runs alongside.
  });

  it('says so when there is nothing to undo or redo', () => {
    f = dungeonFixture({ members: [] });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId }); // the party's creation
    expect(f.backend.router.call('journal.undo', { campaignId: f.campaignId })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'campaignId: there is nothing to undo', path: ['campaignId'], reason: 'there is nothing to undo' },
    });
    ok(f.backend, 'journal.redo', { campaignId: f.campaignId });
    expect(f.backend.router.call('journal.redo', { campaignId: f.campaignId })).toMatchObject({ ok: false, error: { message: 'campaignId: there is nothing to redo' } });
  });

  it('a new action after undo drops the undone ones: they can no longer be redone', () => {
    f = dungeonFixture();
    f.quiet();
    f.act('dungeon.rest', { turns: 1 });
    f.act('dungeon.rest', { turns: 2 });
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    f.act('dungeon.rest', { turns: 5 });
    expect(f.time()).toBe(6 * 600);
    expect(f.backend.router.call('journal.redo', { campaignId: f.campaignId })).toMatchObject({ ok: false });
    const entries = ok<{ entries: { status: string; summary: string }[] }>(f.backend, 'journal.list', { campaignId: f.campaignId }).entries;
    expect(entries.slice(0, 3).map((e) => e.status)).toEqual(['active', 'dropped', 'active']);
  });
});

describe('journal', () => {
  it('filters by kind, game day and member, and exports Markdown with secret rolls marked', () => {
    f = dungeonFixture();
    f.quiet();
    f.give('Ada', 'torch', 1);
    f.act('light.light', { memberId: f.memberId('Ada'), kind: 'torch' });
    f.act('clock.advance', { seconds: 86_400, stopOnEvent: false });
    f.act('dungeon.listen', { memberId: f.memberId('Bors'), noiseBeyond: false });
    const list = (filter: Record<string, unknown>) =>
      ok<{ entries: { summary: string }[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, ...filter }).entries.map((e) => e.summary);
    expect(list({ kind: 'listen' })).toEqual(['Bors listens at the door: hears nothing']);
    // The day's end concerns Ada too: she had nothing to eat.
    expect(list({ memberId: f.memberId('Ada') })).toEqual([
      'Time passes: 1 day, to Day 2, 00:00 — turn 0',
      'Ada lights a torch',
      'Ada gets 1 × Torch',
    ]);
    expect(list({ day: 2 })).toEqual(['Bors listens at the door: hears nothing', 'Time passes: 1 day, to Day 2, 00:00 — turn 0']);
    const md = ok<{ markdown: string; fileName: string }>(f.backend, 'journal.export', { campaignId: f.campaignId });
    expect(md.fileName).toBe('delve-journal.md');
    // Front matter first, for notes apps, then the title.
    expect(md.markdown).toMatch(/^---\ntitle: "Delve: journal"\n[\s\S]*?\n---\n\n# Delve: session journal\n/);
    expect(md.markdown).toMatch(/- \(secret\) Ada's torch burns \(turns\): 1d4\+4 → \[\d\] = \*\*\d\*\*/);
  });
});

describe('a killed process', () => {
  it('leaves an advance either not begun or complete, never half-written', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'lantern.sqlite');
    const seeded = createBackend({ file, appRoot, host: 'http', installDemo: true, freshSeed: () => 'kill' });
    const partyId = ok<{ parties: { id: number }[] }>(seeded, 'party.list', { campaignId: 1 }).parties[0].id;
    ok(seeded, 'dungeon.setEncounterTable', { partyId, checkEveryTurns: 1, chanceInSix: 0, entries: [] });
    const before = { time: 28_800, entries: seeded.database.sqlite.prepare('SELECT count(*) FROM journal_entries').pluck().get() as number };
    seeded.close();

    // A child advances the longest span allowed, turn-checked (52,560 checks a year); it is killed while it works.
    const script = `
      import { createBackend } from ${JSON.stringify(path.join(appRoot, 'src-main/backend.ts'))};
      const b = createBackend({ file: ${JSON.stringify(file)}, appRoot: ${JSON.stringify(appRoot)}, host: 'http' });
      console.log('ready');
      b.router.call('clock.advance', { partyId: ${partyId}, seconds: ${MAX_ADVANCE_SECONDS}, stopOnEvent: false });
      console.log('done');
    `;
    const scriptFile = path.join(dir, 'advance.ts');
    fs.writeFileSync(scriptFile, script);
    const child = spawn(path.join(appRoot, 'node_modules/.bin/tsx'), [scriptFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    // A child that ends before it is ready (it could not start) fails the test at once, not at its timeout.
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the advancing process ended before it was ready (exit ${code})`)));
    });
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const after = createBackend({ file, appRoot, host: 'http' });
    const time = after.database.sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = 1').pluck().get() as number;
    const entries = after.database.sqlite.prepare('SELECT count(*) FROM journal_entries').pluck().get() as number;
    const logs = after.database.sqlite.prepare('SELECT count(*) FROM undo_log WHERE entry_id > ?').pluck().get(before.entries) as number;
    after.close();
    const untouched = time === before.time && entries === before.entries && logs === 0;
    const finished = time === before.time + MAX_ADVANCE_SECONDS && entries === before.entries + 1;
    expect(untouched || finished).toBe(true);
    // The child compiles the whole backend with tsx before it is ready: in a clean clone, beside the browser specs, that passed 30 s.
  });
});

// ---- Every mutation of the contract, undone and redone ----

type Mutation = { [N in MethodName]: Contract[N]['kind'] extends 'mutation' ? N : never }[MethodName];

/**
 * The mutations that are not GM actions on a campaign's state and so write no entry
 * to undo, each with why. Every other mutation must have a step below.
 */
const NOT_UNDOABLE = {
  'campaign.create': 'a new campaign starts its own history; deleting it is the way back',
  'campaign.delete': 'the campaign goes to the bin with its journal; campaign.restore brings it back whole (tests/campaign-bin.test.ts)',
  'campaign.restore': 'brings a binned campaign back; deleting it again is the way back',
  'campaign.emptyBin': 'deletes for good, after the GM confirmed it; nothing is left to undo in',
  'campaignFile.import': 'the imported campaign starts in the file with its own history; deleting it is the way back',
  'campaignFile.importUpload': 'the imported campaign starts in the file with its own history; deleting it is the way back',
  'backup.create': 'a backup is a file beside the campaign file, not a change to any campaign',
  'backup.configure': "how many backups are kept is the file's setting, not a GM action in a campaign",
  'backup.restoreFile': 'replaces the whole file; the backup taken just before it is the way back (tests/backups.test.ts)',
  'backup.restoreCampaign': 'brings a campaign from a backup, after a backup of the current state; that backup is the way back',
  'campaign.duplicate': 'the copy is a new campaign (carrying the original\'s history, undone there on its own rows), and the original is unchanged',
  'campaign.select': "which campaign the views show is the file's setting, not a GM action",
  'party.follow': "which party the players' screen shows is the table's view, not a change to the campaign (tests/players-follow.test.ts)",
  'journal.undo': 'undo itself: it is what this test exercises',
  'journal.redo': 'redo itself: it is what this test exercises',
  'journal.undoTo': 'undo itself, many entries at once: tests/undo-steps.test.ts walks it back to identical states',
} as const satisfies Partial<Record<Mutation, string>>;

type Undoable = Exclude<Mutation, keyof typeof NOT_UNDOABLE>;

/** What the steps learn as they go: ids made by earlier steps. */
interface Made {
  [key: string]: number;
}

const gcsFile = (name: string) => ({ name, text: fs.readFileSync(path.join(appRoot, 'tests', 'fixtures', 'gcs', name), 'utf8') });

/**
 * One call of each undoable mutation, in an order where each finds what it needs
 * (a fight to step in, a sighting to resolve). The compiler holds it to the contract:
 * a new mutation is missing here until it has a step or a reason in NOT_UNDOABLE.
 */
function stepsFor(b: Backend, ids: { bf: number; gurps: number; bfParty: number; gurpsParty: number; region: number }, made: Made): { [N in Undoable]: () => MethodInput<N> } {
  const bfParty = () => ok<PartyView>(b, 'party.get', { partyId: ids.bfParty });
  const member = (i: number) => bfParty().members.filter((m) => m.kind === 'pc')[i].id;
  const catalogueItem = (key: string) => ok<{ items: CatalogueItem[] }>(b, 'catalogue.list', { campaignId: ids.bf }).items.find((i) => i.key === key)!.id;
  const stack = () => bfParty().members[0].items[0].id;
  const lit = () => ok<DungeonState>(b, 'dungeon.state', { partyId: ids.bfParty }).lights.find((l) => l.state === 'lit')!.id;
  const lantern = () => ok<DungeonState>(b, 'dungeon.state', { partyId: ids.bfParty }).lights.find((l) => l.kind === 'lantern')!.id;
  const fighter = (side: 'party' | 'foes') => ok<CombatState>(b, 'combat.state', { encounterId: made.fight }).combatants.find((c) => c.side === side && !c.out)!.id;
  const rollTable = (name: string) => ok<{ tables: RollTable[] }>(b, 'rollTable.list', { campaignId: ids.bf }).tables.find((t) => t.name === name)!.id;
  const page = (name: string) => ok<{ pages: PageSummary[] }>(b, 'notebook.pages', { campaignId: ids.bf }).pages.find((p) => p.name === name)!.id;
  const sighting = () => ok<{ sighting: { id: number } | null }>(b, 'encounter.current', { campaignId: ids.bf }).sighting!.id;
  const bfId = ids.bf;
  return {
    'campaign.rename': () => ({ id: bfId, name: 'The Lantern Keep, renamed' }),
    'campaign.configure': () => ({ id: bfId, rulesOptions: ok<{ campaigns: Campaign[] }>(b, 'campaign.list').campaigns.find((c) => c.id === bfId)!.rulesOptions }),
    'calendar.set': () => ({ campaignId: bfId, calendar: calendarPresets[0].calendar }),
    'calendar.addNote': () => ({ campaignId: bfId, day: 3, text: 'The fair opens' }),
    'calendar.removeNote': () => ({ campaignId: bfId, noteId: ok<{ notes: { id: number }[] }>(b, 'calendar.get', { campaignId: bfId }).notes[0].id }),
    'party.create': () => ({ campaignId: bfId, name: 'Second company' }),
    'party.update': () => ({ partyId: ids.bfParty, name: 'The Lantern Bearers, renamed' }),
    'party.reorder': () => ({ partyId: ids.bfParty, memberIds: bfParty().members.map((m) => m.id).reverse() }),
    'party.import': () => ({ campaignId: bfId, file: ok<PartyFile>(b, 'party.export', { partyId: ids.bfParty }), name: 'Imported company' }),
    'party.delete': () => ({ partyId: ok<{ parties: { id: number; name: string }[] }>(b, 'party.list', { campaignId: bfId }).parties.find((p) => p.name === 'Imported company')!.id }),
    'member.create': () => ({ partyId: ids.bfParty, member: character('Newcomer', 12) }),
    'member.update': () => ({ memberId: member(0), name: 'Renamed', gmNote: 'owes the guild' }),
    'member.setCondition': () => ({ memberId: member(1), condition: bfParty().lastingKinds[0].id, on: true, note: 'by hand' }),
    'member.import': () => ({ partyId: ids.bfParty, file: ok<MemberFile>(b, 'member.export', { memberId: member(0) }) }),
    'member.move': () => ({ memberId: bfParty().members.at(-1)!.id, toPartyId: ok<{ parties: { id: number; name: string }[] }>(b, 'party.list', { campaignId: bfId }).parties.find((p) => p.name === 'Second company')!.id }),
    'member.delete': () => ({ memberId: bfParty().members.at(-1)!.id }),
    'member.importGcs': () => ({ partyId: ids.gurpsParty, files: [gcsFile('tamsin-vale.gcs')] }),
    'member.updateFromGcs': () => {
      const tamsin = ok<PartyView>(b, 'party.get', { partyId: ids.gurpsParty }).members.find((m) => m.name === 'Tamsin Vale')!;
      const file = gcsFile('tamsin-vale.gcs');
      return { memberId: tamsin.id, file: { ...file, text: file.text.replace('"Stealth"', '"Stealth", "notes": "raised"').replace(/"level": 12\b/, '"level": 13') } };
    },
    'catalogue.add': () => ({ campaignId: bfId, item: { key: 'lucky-coin', name: 'Lucky coin', category: 'gear', weightLb: 0.1 } }),
    'inventory.add': () => ({ to: { memberId: member(0) }, itemId: catalogueItem('torch'), quantity: 3 }),
    'inventory.update': () => ({ stackId: stack(), quantity: 5 }),
    'inventory.transfer': () => ({ stackId: stack(), quantity: 1, to: { memberId: member(1) } }),
    'inventory.ready': () => ({
      stackId: ok<PartyView>(b, 'party.get', { partyId: ids.gurpsParty }).members.flatMap((m) => m.items).find((s) => s.readied)!.id,
      readied: false,
    }),
    'inventory.remove': () => ({ stackId: bfParty().members[1].items.at(-1)!.id }),
    // Time runs past the encounter cards the walk through every method raises.
    'clock.advance': () => ({ partyId: ids.bfParty, seconds: 600, stopOnEvent: false, letTimeRun: true }),
    'light.light': () => ({ partyId: ids.bfParty, memberId: member(0), kind: 'torch' }),
    'light.reveal': () => ({ partyId: ids.bfParty, lightId: lit(), revealed: true }),
    'light.correct': () => ({ partyId: ids.bfParty, lightId: lit(), remainingSeconds: 1200 }),
    'light.snuff': () => ({ partyId: ids.bfParty, lightId: lit() }),
    'light.relight': () => ({ partyId: ids.bfParty, lightId: ok<DungeonState>(b, 'dungeon.state', { partyId: ids.bfParty }).lights.find((l) => l.state === 'out')!.id }),
    'light.refuel': () => {
      // Only an empty lantern takes a flask: one is lit, set to fail within the turn, and left to burn out.
      const lanternHolder = bfParty().members.find((m) => m.items.some((s) => s.item.key === 'lantern'))!;
      ok(b, 'inventory.add', { to: { memberId: lanternHolder.id }, itemId: catalogueItem('oil-flask'), quantity: 2 });
      ok(b, 'light.light', { partyId: ids.bfParty, memberId: lanternHolder.id, kind: 'lantern' });
      ok(b, 'light.correct', { partyId: ids.bfParty, lightId: lantern(), remainingSeconds: 60 });
      ok(b, 'clock.advance', { partyId: ids.bfParty, seconds: 600, stopOnEvent: false, letTimeRun: true });
      return { partyId: ids.bfParty, lightId: lantern() };
    },
    'effect.add': () => ({ partyId: ids.bfParty, name: 'Bless', amount: 6, unit: 'turns' }),
    'effect.remove': () => ({ partyId: ids.bfParty, effectId: ok<DungeonState>(b, 'dungeon.state', { partyId: ids.bfParty }).effects[0].id }),
    'spell.add': () => ({ partyId: ids.bfParty, name: 'Protection from Evil', casterClass: 'cleric', level: 1, range: 'touch', duration: { amount: 12, unit: 'turns' } }),
    'spell.prepare': () => {
      const state = ok<DungeonState>(b, 'dungeon.state', { partyId: ids.bfParty });
      const light = state.spells.list.find((s) => s.name === 'Light' && s.casterClass === 'cleric')!.id;
      return { partyId: ids.bfParty, memberId: state.spells.casters.find((c) => c.castable.includes(light))!.memberId, spellIds: [light] };
    },
    'spell.importList': () => ({ campaignId: bfId, format: 'csv', text: "name,class,level,range,duration,unit\nSleep,magic-user,1,90',4,turns" }),
    'spell.cast': () => {
      const state = ok<DungeonState>(b, 'dungeon.state', { partyId: ids.bfParty });
      const light = state.spells.list.find((s) => s.name === 'Light' && s.casterClass === 'cleric')!.id;
      return { partyId: ids.bfParty, memberId: state.spells.casters.find((c) => c.castable.includes(light))!.memberId, spellId: light };
    },
    'dungeon.setEncounterTable': () => ({ partyId: ids.bfParty, checkEveryTurns: 1, chanceInSix: 0, entries: [] }),
    'dungeon.searchTraps': () => ({ partyId: ids.bfParty, memberId: member(0), areaSquareFeet: 100, trapPresent: true, letTimeRun: true }),
    'dungeon.searchSecretDoors': () => ({ partyId: ids.bfParty, memberId: member(0), wallFeet: 20, doorPresent: false, letTimeRun: true }),
    'dungeon.listen': () => ({ partyId: ids.bfParty, memberId: member(1), noiseBeyond: true, letTimeRun: true }),
    'dungeon.forceDoor': () => ({ partyId: ids.bfParty, memberId: member(1), obstacle: 'stuck-door', letTimeRun: true }),
    'dungeon.move': () => ({ partyId: ids.bfParty, distance: 120, letTimeRun: true }),
    'dungeon.rest': () => ({ partyId: ids.bfParty, turns: 1, letTimeRun: true }),
    'dungeon.wanderingCheck': () => ({ partyId: ids.bfParty }),
    'journal.roll': () => ({ campaignId: bfId, label: 'Fright check', expression: '1d20', secret: true }),
    'journal.note': () => ({ campaignId: bfId, text: 'The door was warm', memberIds: [member(0)] }),
    'journal.session': () => ({ campaignId: bfId, action: 'start', title: 'Into the keep' }),
    'rollTable.save': () => ({ campaignId: bfId, table: { name: 'Rumours', formula: '1d6', rows: [{ low: 1, high: 6, text: '1d4 x 10 gp' }] } }),
    'rollTable.import': () => ({ campaignId: bfId, format: 'csv', text: 'd4,Result,Table\n1-4,A pedlar,Rumours\n', name: 'Pedlars' }),
    'rollTable.roll': () => ({ campaignId: bfId, tableId: rollTable('Pedlars'), secret: false }),
    'rollTable.toKey': () => ({
      campaignId: bfId,
      entryId: ok<{ entries: { id: number }[] }>(b, 'journal.list', { campaignId: bfId, kind: 'table-roll', limit: 1 }).entries[0].id,
      place: { regionId: ids.region, hex: { col: 0, row: 0 } },
    }),
    'rollTable.remove': () => ({ campaignId: bfId, tableId: rollTable('Pedlars') }),
    'sessionPlan.save': () => ({ campaignId: bfId, title: 'Next time', items: [{ kind: 'clue', text: 'Flour on the stairs' }] }),
    'sessionPlan.check': () => ({ campaignId: bfId, itemId: ok<{ plans: SessionPlan[] }>(b, 'sessionPlan.list', { campaignId: bfId }).plans[0].items[0].id, done: true }),
    'sessionPlan.remove': () => ({ campaignId: bfId, planId: ok<{ plans: SessionPlan[] }>(b, 'sessionPlan.list', { campaignId: bfId }).plans[0].id }),
    'notebook.savePage': () => ({ campaignId: bfId, page: { kind: 'person', name: 'Old Tom', gmText: 'Knows the barrow.', playersText: 'A friendly innkeeper.' } }),
    'notebook.clue': () => ({ action: 'add', pageId: ok<{ id: number }>(b, 'notebook.savePage', { campaignId: bfId, page: { kind: 'thread', name: 'The barrow rumour' } }).id, text: 'A muddy boot' }),
    'notebook.standing': () => ({ pageId: page('Old Tom'), change: 2, reason: 'Paid well' }),
    'notebook.saveHandout': () => ({ campaignId: bfId, title: 'A map', text: 'Scrawled in charcoal.' }),
    'notebook.show': () => ({ pageId: page('Old Tom') }),
    'notebook.deleteHandout': () => ({ handoutId: ok<{ handouts: HandoutView[] }>(b, 'notebook.handouts', { campaignId: bfId }).handouts.find((h) => h.title === 'A map')!.id }),
    'notebook.deletePage': () => ({ pageId: page('Old Tom') }),
    'hexmap.create': () => ({ campaignId: bfId, name: 'Far hills', width: 4, height: 3, terrain: 'hills' }),
    'hexmap.paint': () => ({ regionId: ids.region, hexes: [{ col: 1, row: 1 }], terrain: 'forest', addFeatures: ['road'] }),
    'hexmap.annotate': () => ({ regionId: ids.region, hex: { col: 1, row: 1 }, label: 'Old mill', note: 'haunted' }),
    'hexmap.resize': () => ({
      regionId: ok<{ regions: { id: number; name: string }[] }>(b, 'hexmap.list', { campaignId: bfId }).regions.find((r) => r.name === 'Far hills')!.id,
      width: 6,
      height: 5,
      hexMiles: 3,
    }),
    'hexmap.setKey': () => ({ regionId: ids.region, hex: { col: 2, row: 2 }, key: { landmark: 'Old watchtower', readAloud: 'A tower leans on the crag.', occupants: [{ id: 'wolves', name: 'Wolves', number: '2d6', lair: true }] } }),
    'hexmap.setHexStatus': () => ({ regionId: ids.region, hex: { col: 2, row: 2 }, status: 'seen' }),
    'hexmap.showKey': () => ({ regionId: ids.region, hex: { col: 2, row: 2 }, shown: true }),
    'hexmap.import': () => ({ campaignId: bfId, name: 'Coast again', map: ok<HexMapJson>(b, 'hexmap.export', { regionId: ids.region }) }),
    'bestiary.save': () => ({ campaignId: bfId, name: 'Cave bear', statBlock: { hitDice: 4, ac: 14, attacks: [{ name: 'Claw', damage: '1d8' }] }, notes: '' }),
    'bestiary.import': () => ({ campaignId: ids.gurps, file: ok<BestiaryFile>(b, 'bestiary.export', { campaignId: ids.gurps }) }),
    'bestiary.importGcs': () => ({ campaignId: ids.gurps, files: [gcsFile('cave-troll.gcs')] }),
    'bestiary.addBundled': () => ({ campaignId: bfId }),
    'bestiary.delete': () => ({ id: ok<{ entries: { id: number; name: string }[] }>(b, 'bestiary.list', { campaignId: bfId }).entries.find((e) => e.name === 'Cave bear')!.id }),
    'encounter.saveTable': () => ({ campaignId: bfId, table: { setting: 'dungeon', levelName: bfParty().location.name, checkEveryTurns: 1, chanceInSix: 6, entries: [{ text: 'Goblins', foe: 'Goblin', number: '1d4' }] } }),
    'encounter.importTables': () => ({ campaignId: bfId, file: ok<MethodOutput<'encounter.exportTables'>>(b, 'encounter.exportTables', { campaignId: bfId }) }),
    'encounter.setDistance': () => {
      ok(b, 'dungeon.wanderingCheck', { partyId: ids.bfParty });
      return { sightingId: sighting(), distance: 60 };
    },
    'encounter.setSurprise': () => ({ sightingId: sighting(), party: false, foes: true }),
    'encounter.hideCount': () => ({ sightingId: sighting(), hidden: true }),
    'encounter.resolve': () => ({ sightingId: sighting(), action: 'dismiss' }),
    'encounter.deleteTable': () => ({ campaignId: bfId, setting: 'dungeon', levelName: bfParty().location.name }),
    'weather.set': () => ({ campaignId: bfId, table: null }),
    'weather.turn': () => ({ campaignId: bfId, on: true }),
    'weather.setClimate': () => ({ regionId: ids.region, climate: 'cold' }),
    'weather.setSight': () => ({ campaignId: bfId, table: Object.fromEntries(TERRAINS.map((t) => [t, { sees: 2, standsOut: 1 }])) }),
    'journey.plan': () => {
      const plan = ok<{ journey: { id: number; start: { col: number; row: number } } | null }>(b, 'journey.latest', { regionId: ids.region }).journey!;
      return { partyId: ids.bfParty, regionId: ids.region, start: plan.start, legs: [{ to: { col: plan.start.col + 2, row: plan.start.row }, mode: 'foot' }], replace: true };
    },
    'journey.reroll': () => ({ journeyId: latestJourney(), day: 1 }),
    'journey.lock': () => ({ journeyId: latestJourney(), day: 1, locked: true }),
    'journey.commit': () => {
      // The demo party starts underground, where travel is refused: it climbs off its level first.
      outOfTheDungeon(b, ids.bfParty);
      return { journeyId: latestJourney(), stopOnEvent: false, letTimeRun: true };
    },
    // Where the journey left it: the steps after it buy and hire there.
    'journey.place': () => ({ partyId: ids.bfParty, regionId: ids.region, hex: bfParty().location.hex! }),
    // Camping needs the open sky, so it comes after the journey brought the party out.
    'clock.untilDawn': () => ({ partyId: ids.bfParty, stopOnEvent: false, letTimeRun: true }),
    'level.create': () => ({ campaignId: bfId, name: 'Sketch', width: 6, height: 4 }),
    'level.import': () => ({ campaignId: bfId, level: smallLevel() }),
    'level.paint': () => ({ levelId: level('Sketch'), squares: [{ col: 1, row: 1, ground: 'floor' }], edges: [{ col: 1, row: 1, side: 'n', edge: 'wall' }] }),
    'level.setImage': () => ({ levelId: level('Sketch'), image: { mime: 'image/png', chunks: [Buffer.from('89504e470d0a1a0a00', 'hex').toString('base64')] } }),
    'level.placeImage': () => {
      ok(b, 'level.setImage', { levelId: level('Sketch'), image: { mime: 'image/png', chunks: [Buffer.from('89504e470d0a1a0a00', 'hex').toString('base64')] } });
      return { levelId: level('Sketch'), pxPerSquare: 40, offsetCol: 1.5, offsetRow: -2 };
    },
    'level.saveArea': () => ({ levelId: level('Sketch'), number: 1, name: 'Nook', squares: [{ col: 1, row: 1 }] }),
    'level.showArea': () => ({ areaId: area('The Undercroft', 1), shown: true }),
    'level.ruleArea': () => ({ areaId: area('The Undercroft', 3), state: { status: 'cleared', traps: {}, trapSearchers: [], secretDoors: {}, wallSearches: {}, shownToPlayers: false }, reason: 'cleared by hand' }),
    'level.enter': () => ({ partyId: ids.bfParty, levelId: level('The Undercroft'), areaId: area('The Undercroft', 1) }),
    'level.walk': () => ({ partyId: ids.bfParty, to: { col: 3, row: 2 }, letTimeRun: true }),
    'level.listen': () => ({ partyId: ids.bfParty, memberId: member(0), door: { col: 4, row: 2, side: 'w' }, letTimeRun: true }),
    'level.forceDoor': () => ({ partyId: ids.bfParty, memberId: member(0), door: { col: 4, row: 2, side: 'w' }, letTimeRun: true }),
    'level.openDoor': () => {
      ok(b, 'level.paint', { levelId: level('The Undercroft'), edges: [{ col: 2, row: 4, side: 'n', edge: 'door' }] });
      return { partyId: ids.bfParty, door: { col: 2, row: 4, side: 'n' } };
    },
    'level.searchTraps': () => ({ partyId: ids.bfParty, memberId: member(1), letTimeRun: true }),
    'level.searchWall': () => ({ partyId: ids.bfParty, memberId: member(1), wall: { col: 1, row: 1, side: 'n' }, letTimeRun: true }),
    'level.leave': () => ({ partyId: ids.bfParty }),
    'level.enterFromHex': () => {
      ok(b, 'hexmap.setKey', { regionId: ids.region, hex: { col: 3, row: 3 }, key: { entrance: { levelId: level('The Undercroft'), areaId: area('The Undercroft', 1) } } });
      ok(b, 'level.enter', { partyId: ids.bfParty, levelId: level('The Undercroft'), areaId: area('The Undercroft', 1) });
      ok(b, 'level.leaveToHex', { partyId: ids.bfParty, letTimeRun: true });
      return { partyId: ids.bfParty, letTimeRun: true };
    },
    'level.leaveToHex': () => ({ partyId: ids.bfParty, letTimeRun: true }),
    'level.removeArea': () => ({ areaId: area('Sketch', 1) }),
    'level.remove': () => ({ levelId: level('Sketch') }),
    'combat.start': () => ({ partyId: ids.gurpsParty, foes: [{ bestiaryId: ok<{ entries: { id: number }[] }>(b, 'bestiary.list', { campaignId: ids.gurps }).entries[0].id }] }),
    'combat.add': () => ({ encounterId: made.fight, foes: [{ bestiaryId: ok<{ entries: { id: number }[] }>(b, 'bestiary.list', { campaignId: ids.gurps }).entries[1].id }] }),
    'combat.maneuver': () => ({ encounterId: made.fight, combatantId: ok<CombatState>(b, 'combat.state', { encounterId: made.fight }).currentId!, maneuver: { maneuver: 'do-nothing' } }),
    'combat.next': () => ({ encounterId: made.fight }),
    'combat.attack': () => ({ encounterId: made.fight, attackerId: fighter('party'), defenderId: fighter('foes'), attack: {} }),
    'combat.adjust': () => ({ encounterId: made.fight, combatantId: fighter('foes'), hp: -2, note: 'a falling stone' }),
    'combat.condition': () => ({ encounterId: made.fight, combatantId: fighter('foes'), condition: ok<CombatState>(b, 'combat.state', { encounterId: made.fight }).reference.conditions[0].id, on: true }),
    'combat.note': () => ({ encounterId: made.fight, text: 'The torches gutter' }),
    'combat.endRound': () => ({ encounterId: made.fight }),
    'combat.recoverMissiles': () => {
      // The demo's archer looses a counted arrow, so there is something to find again.
      const iotha = ok<PartyView>(b, 'party.get', { partyId: ids.gurpsParty }).members.find((m) => m.name === 'Iotha')!.id;
      const inFight = ok<CombatState>(b, 'combat.state', { encounterId: made.fight }).combatants.some((c) => c.memberId === iotha);
      if (!inFight) ok(b, 'combat.add', { encounterId: made.fight, memberIds: [iotha] });
      const archer = ok<CombatState>(b, 'combat.state', { encounterId: made.fight }).combatants.find((c) => c.memberId === iotha)!.id;
      ok(b, 'combat.attack', { encounterId: made.fight, attackerId: archer, defenderId: fighter('foes'), attack: { weapon: 0, rangeYards: 10 } });
      return { encounterId: made.fight };
    },
    'combat.end': () => ({ encounterId: made.fight }),
    'purse.award': () => ({ partyId: ids.bfParty, from: 'a chest', coins: { gp: 100, sp: 5 }, valuables: [{ kind: 'gem', name: 'Agate', worth: 10 }], magicItems: [{ itemId: catalogueItem('torch') }] }),
    'purse.divide': () => ({ partyId: ids.bfParty }),
    'purse.change': () => ({ holder: { memberId: member(0) }, coins: { gp: -1, cp: 7 }, add: [{ kind: 'jewellery', name: 'Silver ring', worth: 200 }], remove: [] }),
    'purse.move': () => ({ from: { memberId: member(0) }, to: { memberId: member(1) }, coins: { cp: 7 } }),
    'purse.fromPlace': () => {
      ok(b, 'level.create', { campaignId: bfId, name: 'Vault', width: 3, height: 3 });
      ok(b, 'level.saveArea', { levelId: level('Vault'), number: 1, name: 'Niche', squares: [{ col: 1, row: 1 }], key: { treasure: [{ text: 'A purse of 12 gp and a silver ring', worthGp: 40 }] } });
      return { partyId: ids.bfParty, place: { areaId: area('Vault', 1) } };
    },
    'purse.spend': () => ({ holder: { partyId: ids.bfParty }, price: 0.5, for: 'a night at the inn' }),
    'purse.hire': () => ({ memberId: bfParty().members.find((m) => m.kind === 'hireling')!.id, terms: { wage: 1, per: 'day', share: 0.5, loyalty: 8 } }),
    'purse.buy': () => {
      // The party stands where it left the Undercroft: that hex is keyed as a settlement too.
      const { hex, regionId } = bfParty().location;
      ok(b, 'hexmap.setKey', { regionId: regionId!, hex: hex!, key: { settlement: { name: 'Ashford', wares: [{ item: 'Torch', price: 0.1 }], hirelings: [{ name: 'Cole, a porter', wage: 1, per: 'day' }] } } });
      return { partyId: ids.bfParty, hex: hex!, ware: 'torch', quantity: 3, to: { memberId: member(0) }, payer: { partyId: ids.bfParty } };
    },
    'purse.engage': () => ({ partyId: ids.bfParty, hex: bfParty().location.hex!, hireling: 'Cole, a porter', member: { ...character('Cole', 11, 3), kind: 'hireling' } }),
    'purse.loyalty': () => ({ memberId: bfParty().members.find((m) => m.kind === 'hireling')!.id, situation: 'after-adventure', adjustment: 1 }),
    'experience.award': () => ({ memberIds: [member(0), member(1)], amount: 600, split: true, for: 'a riddle answered' }),
    'experience.fromFight': () => {
      // A Basic Fantasy fight with a foe beaten, ended, gives experience to share.
      const goblin = ok<{ entries: { id: number; name: string }[] }>(b, 'bestiary.list', { campaignId: bfId }).entries[0].id;
      const fight = ok<{ state: CombatState }>(b, 'combat.start', { partyId: ids.bfParty, foes: [{ bestiaryId: goblin }] }).state;
      const foe = fight.combatants.find((c) => c.side === 'foes')!.id;
      ok(b, 'combat.adjust', { encounterId: fight.encounterId, combatantId: foe, hp: -50, out: true, note: 'felled' });
      ok(b, 'combat.end', { encounterId: fight.encounterId });
      return { encounterId: fight.encounterId };
    },
    'experience.spend': () => {
      const knight = ok<PartyView>(b, 'party.get', { partyId: ids.gurpsParty }).members.find((m) => m.kind === 'pc')!.id;
      ok(b, 'experience.award', { memberIds: [knight], amount: 10, for: 'the bridge held' });
      return { memberId: knight, raise: 'st' };
    },
    'experience.levelUp': () => {
      ok(b, 'experience.award', { memberIds: [member(0)], amount: 8000, for: 'the keep taken' });
      return { memberId: member(0) };
    },
    'combat.ability': () => {
      // A Basic Fantasy fight against the demo's skeletons, where the Cleric turns them (A23).
      const skeleton = ok<{ entries: { id: number; name: string }[] }>(b, 'bestiary.list', { campaignId: bfId }).entries.find((e) => e.name === 'Skeleton')!.id;
      const fight = ok<{ state: CombatState }>(b, 'combat.start', { partyId: ids.bfParty, foes: [{ bestiaryId: skeleton, count: 3 }] }).state;
      const cleric = fight.combatants.find((c) => c.abilities?.some((a) => a.id === 'turn-undead'))!.id;
      return { encounterId: fight.encounterId, combatantId: cleric, ability: 'turn-undead' };
    },
  };
  function level(name: string) {
    return ok<{ levels: { id: number; name: string }[] }>(b, 'level.list', { campaignId: bfId }).levels.find((l) => l.name === name)!.id;
  }
  function area(levelName: string, n: number) {
    return ok<LevelView>(b, 'level.get', { levelId: level(levelName) }).areas.find((a) => a.number === n)!.id;
  }
  function latestJourney() {
    return ok<{ journey: { id: number } | null }>(b, 'journey.latest', { regionId: ids.region }).journey!.id;
  }
}

/** The game state with each blob (a region's tiles) as its hash: a map's megabytes compare slowly, its hash at once. */
function digest(b: Backend) {
  const hashed = (v: unknown) => (v instanceof Uint8Array ? createHash('sha1').update(v).digest('hex') : v);
  return Object.fromEntries(Object.entries(gameState(b)).map(([table, rows]) => [table, rows.map((r) => Object.fromEntries(Object.entries(r as Record<string, unknown>).map(([k, v]) => [k, hashed(v)])))]));
}

describe('every mutation of the contract', () => {
  it('has a step in the round trip below, or a reason not to be undone', () => {
    const b = memoryBackend({ installDemo: false });
    const steps = stepsFor(b, { bf: 1, gurps: 2, bfParty: 1, gurpsParty: 2, region: 1 }, {});
    b.close();
    const mutations = methodNames.filter((n) => contract[n].kind === 'mutation').sort();
    expect([...Object.keys(steps), ...Object.keys(NOT_UNDOABLE)].sort()).toEqual(mutations);
  });

  it('each writes one entry, and undo then redo walk back and forth through identical databases', () => {
    const b = memoryBackend({ freshSeed: () => 'every-mutation' });
    const campaigns = ok<{ campaigns: Campaign[] }>(b, 'campaign.list').campaigns;
    const bf = campaigns.find((c) => c.rulesSystem === 'bfrpg')!.id;
    const gurps = campaigns.find((c) => c.rulesSystem === 'gurps')!.id;
    const partyOf = (campaignId: number) => ok<{ parties: { id: number }[] }>(b, 'party.list', { campaignId }).parties[0].id;
    const made: Made = {};
    const ids = { bf, gurps, bfParty: partyOf(bf), gurpsParty: partyOf(gurps), region: ok<{ regions: { id: number }[] }>(b, 'hexmap.list', { campaignId: bf }).regions[0].id };
    const steps = stepsFor(b, ids, made);
    const { sqlite } = b.database;
    const active = () => sqlite.prepare("SELECT count(*) FROM journal_entries WHERE status = 'active'").pluck().get() as number;

    // The state after each count of entries in force: what undo must come back to.
    const states = new Map<number, ReturnType<typeof digest>>([[active(), digest(b)]]);
    const start = active();
    for (const [method, arrange] of Object.entries(steps) as [Undoable, () => unknown][]) {
      // What a step arranges first (a lantern lit, a wandering check) is an action of its own, undone in turn.
      const input = arrange();
      const before = active();
      states.set(before, digest(b));
      const envelope = b.router.call(method, input);
      expect(envelope.ok ? 'ok' : envelope.error, method).toBe('ok');
      expect(active(), `${method} writes one journal entry`).toBe(before + 1);
      if (method === 'combat.start' && envelope.ok) made.fight = (envelope.result as CombatResult).state.encounterId;
      states.set(active(), digest(b));
    }

    const undone: number[] = [];
    for (let n = active(); n > start; n--) {
      const campaignId = sqlite.prepare("SELECT campaign_id FROM journal_entries WHERE status = 'active' ORDER BY id DESC LIMIT 1").pluck().get() as number;
      ok(b, 'journal.undo', { campaignId });
      undone.push(campaignId);
      if (states.has(n - 1)) expect(digest(b), `undo back to ${n - 1} entries`).toEqual(states.get(n - 1));
    }
    for (let n = start + 1; undone.length > 0; n++) {
      ok(b, 'journal.redo', { campaignId: undone.pop()! });
      if (states.has(n)) expect(digest(b), `redo up to ${n} entries`).toEqual(states.get(n));
    }
    b.close();
    // About 100 actions and 200 undos and redos, each answered with its change: a minute or more beside the browser specs.
  });
});
