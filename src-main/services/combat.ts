import type Database from 'better-sqlite3';
import type { CombatResult, CombatState, JournalEntry, MethodOutput, MethodParams, PartyView } from '../../src-shared/contract';
import type { CombatOutcome, CombatRules, Fighter, FighterChange, Ruleset } from '../rules/ruleset';
import type { ClockEngine } from './clock-engine';
import { AppError, notFound, parseNested, raise, ruleErrorsAt } from './errors';
import type { ActionContext, JournalService } from './journal';
import type { PartyService } from './parties';
import type { RulesetOf } from './rulesets';

// A fight as one journaled action after another. The service keeps the encounter
// (who fights, the turn order, the round, everyone's pools) and the clock; the
// campaign's ruleset answers every rules question. A party member's HP and FP are
// written back to the member as they change, so the fight and the sheet agree.

interface EncounterRow {
  id: number;
  campaign_id: number;
  party_id: number | null;
  name: string;
  status: 'active' | 'ended';
  round: number;
  turn: number;
  started_at: number;
  ended_at: number | null;
  first_entry_id: number;
  options: string;
}

interface CombatantRow {
  id: number;
  encounter_id: number;
  member_id: number | null;
  name: string;
  side: 'party' | 'foes';
  position: number;
  initiative: number;
  initiative_text: string;
  hp_current: number;
  hp_max: number;
  fp_current: number | null;
  fp_max: number | null;
  stats: string;
  state: string;
  out: number;
}

type Audience = 'gm' | 'players';

/** Entries a fight's state carries; the Journal view has the rest. */
const LOG_LENGTH = 30;
type FoeSpec = MethodParams<'combat.start'>['foes'][number];

/**
 * A fighter's figures are fixed for the fight and read at every step: parsed once per
 * text. The rules treat them as read-only, so one parsed copy can be shared.
 */
const parsedStats = new Map<string, Record<string, unknown>>();
function statsOf(json: string): Record<string, unknown> {
  let stats = parsedStats.get(json);
  if (!stats) {
    if (parsedStats.size >= 1000) parsedStats.clear();
    stats = JSON.parse(json) as Record<string, unknown>;
    parsedStats.set(json, stats);
  }
  return stats;
}

const fighterOf = (row: CombatantRow): Fighter => ({
  id: row.id,
  name: row.name,
  side: row.side,
  stats: statsOf(row.stats),
  state: JSON.parse(row.state) as Record<string, unknown>,
  pools: {
    hp: { current: row.hp_current, max: row.hp_max },
    fp: row.fp_current === null || row.fp_max === null ? null : { current: row.fp_current, max: row.fp_max },
  },
  out: Boolean(row.out),
});

/** What anyone at the table can tell of a fighter's health by looking. */
function looks(row: CombatantRow): string {
  if (row.out) return row.hp_current <= 0 ? 'Down' : 'Out of the fight';
  // Still fighting at 0 HP or less (GURPS rolls to stay up each turn): hurt, not down.
  if (row.hp_current <= 0) return 'Badly wounded';
  const share = row.hp_current / row.hp_max;
  if (share >= 1) return 'Unhurt';
  if (share > 2 / 3) return 'Scratched';
  if (share > 1 / 3) return 'Wounded';
  return 'Badly wounded';
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * What the players' screen leaves out of a foe's conditions: figures only the GM's
 * numbers reveal (shock penalties, HP at or below 0, fatigue, blocks and aims).
 */
const GM_ONLY_CONDITIONS = new Set(['shock', 'fading', 'very-tired', 'tired', 'exhausted', 'stun-damage', 'blocks', 'block-used', 'aiming', 'evaluating', 'feint']);

/**
 * A log entry as the players may see it: the headline without HP figures, public dice
 * only, and none of the GM's working (skills, HT rolls, damage through DR).
 */
function forPlayers(entry: JournalEntry): JournalEntry {
  const summary = entry.summary
    .replace(/,? HP -?\d+ -> -?\d+/g, '')
    .replace(/,? HP -?\d+\b/g, '')
    .replace(/ \(-?\d+ -> -?\d+\)/g, '');
  return { ...entry, summary, rolls: entry.rolls.filter((r) => !r.secret), changes: [] };
}

/** "Goblin 1", "Goblin 2" when a fight has several of a kind. */
const numbered = (name: string, i: number, count: number) => (count > 1 ? `${name} ${i + 1}` : name);

/**
 * The combat rules name the request's own fields: a refusal at ["attackerId"]
 * stays there when the call has that field, one at ["rangeYards"] is the record's,
 * attack.rangeYards, and a refusal naming no field is reported against the record.
 */
function underField<T>(field: (string | number)[], fn: () => T, call?: object): T {
  return ruleErrorsAt(fn, field, (rulePath) => (call && String(rulePath[0]) in call ? [...rulePath] : [...field, ...rulePath]));
}

export function combatService(deps: {
  sqlite: Database.Database;
  journal: JournalService;
  engine: ClockEngine;
  parties: PartyService;
  rulesetOf: RulesetOf;
}) {
  const { sqlite, journal, engine, parties, rulesetOf } = deps;
  const q = {
    encounter: sqlite.prepare('SELECT * FROM encounters WHERE id = ?'),
    latest: sqlite.prepare("SELECT * FROM encounters WHERE campaign_id = ? ORDER BY status = 'active' DESC, id DESC LIMIT 1"),
    active: sqlite.prepare("SELECT name FROM encounters WHERE campaign_id = ? AND status = 'active'").pluck(),
    insertEncounter: sqlite.prepare(
      'INSERT INTO encounters (campaign_id, party_id, name, started_at, first_entry_id, options) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    saveEncounter: sqlite.prepare('UPDATE encounters SET round = ?, turn = ?, status = ?, ended_at = ? WHERE id = ?'),
    combatants: sqlite.prepare('SELECT * FROM combatants WHERE encounter_id = ? ORDER BY position, id'),
    insertCombatant: sqlite.prepare(
      `INSERT INTO combatants (campaign_id, encounter_id, member_id, name, side, position, hp_current, hp_max, fp_current, fp_max, stats)
       VALUES (@campaign_id, @encounter_id, @member_id, @name, @side, @position, @hp_current, @hp_max, @fp_current, @fp_max, @stats)`,
    ),
    saveCombatant: sqlite.prepare('UPDATE combatants SET hp_current = ?, fp_current = ?, state = ?, out = ? WHERE id = ?'),
    reorder: sqlite.prepare('UPDATE combatants SET position = ?, initiative = ?, initiative_text = ? WHERE id = ?'),
    memberPools: sqlite.prepare('UPDATE members SET hp_current = ?, fp_current = coalesce(?, fp_current) WHERE id = ?'),
    member: sqlite.prepare('SELECT id, party_id, hp_current, hp_max, fp_current, fp_max FROM members WHERE id = ?'),
    bestiary: sqlite.prepare('SELECT * FROM bestiary WHERE id = ?'),
    time: sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck(),
  };

  const mustEncounter = (id: number, field = 'encounterId') => (q.encounter.get(id) as EncounterRow | undefined) ?? raise(notFound('encounter', id, field));
  const rowsOf = (encounterId: number) => q.combatants.all(encounterId) as CombatantRow[];

  function mustActive(id: number): EncounterRow {
    const e = mustEncounter(id);
    if (e.status !== 'active') throw new AppError('invalid_input', `encounterId: "${e.name}" has ended`, ['encounterId']);
    return e;
  }

  function combatantIn(rows: CombatantRow[], id: number, field: string, mayBeOut = false): CombatantRow {
    const row = rows.find((r) => r.id === id) ?? raise(new AppError('not_found', `${field}: no combatant ${id} in this fight`, [field]));
    if (row.out && !mayBeOut) throw new AppError('invalid_input', `${field}: ${row.name} is out of the fight`, [field]);
    return row;
  }

  /** Writes a step's changes to the combatants and, for party members, to their sheets' pools. */
  function apply(rows: CombatantRow[], changes: readonly FighterChange[]): void {
    for (const change of changes) {
      const row = rows.find((r) => r.id === change.id) ?? raise(new Error(`combat rules changed unknown combatant ${change.id}`));
      if (change.hp !== undefined) row.hp_current = change.hp;
      if (change.fp !== undefined) row.fp_current = change.fp;
      if (change.state !== undefined) row.state = JSON.stringify(change.state);
      if (change.out !== undefined) row.out = change.out ? 1 : 0;
      q.saveCombatant.run(row.hp_current, row.fp_current, row.state, row.out, row.id);
      if (row.member_id !== null) q.memberPools.run(row.hp_current, row.fp_current, row.member_id);
    }
  }

  /** A rules step's dice, notes and changes, kept in the entry being written. */
  function settle(ctx: ActionContext, rows: CombatantRow[], outcome: CombatOutcome): void {
    outcome.rolls.forEach((r) => ctx.keep(r.label, r.roll, { secret: r.secret }));
    outcome.notes.forEach((n) => ctx.note(n));
    apply(rows, outcome.changes);
    for (const c of outcome.changes) {
      const memberId = rows.find((r) => r.id === c.id)?.member_id;
      if (memberId) ctx.about(memberId);
    }
  }

  function rollInitiative(ctx: ActionContext, combat: CombatRules, encounter: EncounterRow, rows: CombatantRow[]): void {
    const result = combat.rollInitiative(rows.map(fighterOf), JSON.parse(encounter.options) as Record<string, unknown>, ctx.rng);
    result.rolls.forEach((r) => ctx.keep(r.label, r.roll, { secret: r.secret }));
    result.notes.forEach((n) => ctx.note(n));
    const placed = new Set(result.order.map((o) => o.id));
    result.order.forEach((o, position) => q.reorder.run(position, o.score, o.text, o.id));
    // Those out of the fight keep their places after everyone still in it.
    rows.filter((r) => !placed.has(r.id)).forEach((r, i) => q.reorder.run(result.order.length + i, r.initiative, r.initiative_text, r.id));
    ctx.note(`Order: ${result.order.map((o) => rows.find((r) => r.id === o.id)!.name).join(', ')}.`);
  }

  /** The fighters a start or an add brings in: party members by id, foes from the bestiary or typed. */
  function enlist(
    ctx: ActionContext,
    ruleset: Ruleset,
    encounter: EncounterRow,
    input: { memberIds: number[]; foes: FoeSpec[] },
    firstPosition: number,
    known: PartyView | null = null,
  ): void {
    const combat = ruleset.combat;
    let position = firstPosition;
    // The party's view (every member's figures) is worked out only when members join, and only once.
    const party = known ?? (input.memberIds.length > 0 && encounter.party_id !== null ? parties.view(encounter.party_id) : null);
    input.memberIds.forEach((memberId, i) => {
      const member = party?.members.find((m) => m.id === memberId) ?? raise(new AppError('invalid_input', `memberIds.${i}: no member ${memberId} in the party`, ['memberIds', i]));
      if (member.kind !== 'pc' && member.kind !== 'hireling') throw new AppError('invalid_input', `memberIds.${i}: ${member.name} does not fight`, ['memberIds', i]);
      const profile = ruleset.profile(member.sheet, { hp: member.hp, fp: member.fp && { current: member.fp.current, max: member.fp.max } });
      const stats = underField(['memberIds', i], () => combat.memberStats(profile, { encumbrance: member.figures.encumbrance.rank }));
      q.insertCombatant.run({
        campaign_id: encounter.campaign_id,
        encounter_id: encounter.id,
        member_id: member.id,
        name: member.name,
        side: 'party',
        position: position++,
        hp_current: member.hp.current,
        hp_max: member.hp.max,
        fp_current: member.fp?.current ?? null,
        fp_max: member.fp?.max ?? null,
        stats: JSON.stringify(stats),
      });
      ctx.about(member.id);
    });
    input.foes.forEach((foe, i) => {
      const entry = foe.bestiaryId === undefined ? null : (q.bestiary.get(foe.bestiaryId) as { campaign_id: number; name: string; stat_block: string } | undefined);
      if (foe.bestiaryId !== undefined && (!entry || entry.campaign_id !== encounter.campaign_id)) throw notFound('bestiary entry in this campaign', foe.bestiaryId, `foes.${i}.bestiaryId`);
      const block = parseNested(combat.statBlockSchema, entry ? JSON.parse(entry.stat_block) : foe.statBlock, ['foes', i, 'statBlock']);
      const name = foe.name ?? entry?.name ?? 'Foe';
      for (let n = 0; n < foe.count; n++) {
        const made = underField(['foes', i, 'statBlock'], () => combat.foe(block, ctx.rng));
        const label = numbered(name, n, foe.count);
        made.rolls.forEach((r) => ctx.keep(`${r.label}: ${label}`, r.roll, { secret: true }));
        q.insertCombatant.run({
          campaign_id: encounter.campaign_id,
          encounter_id: encounter.id,
          member_id: null,
          name: label,
          side: 'foes',
          position: position++,
          hp_current: made.hpMax,
          hp_max: made.hpMax,
          fp_current: made.fpMax,
          fp_max: made.fpMax,
          stats: JSON.stringify(made.stats),
        });
      }
    });
  }

  const firstIn = (rows: CombatantRow[], from: number) => rows.findIndex((r, i) => i >= from && !r.out);

  /** The fighter whose turn it now is begins it: what lasted until their next turn ends, and any roll to stay up. */
  function beginTurn(ctx: ActionContext, ruleset: Ruleset, encounter: EncounterRow, rows = rowsOf(encounter.id)): void {
    const row = rows[encounter.turn];
    if (row && !row.out) settle(ctx, rows, ruleset.combat.startTurn(fighterOf(row), ctx.rng));
  }

  /** The round ends: its rules, the clock moves a round (lights burn), initiative again where the rules say. */
  function nextRound(ctx: ActionContext, ruleset: Ruleset, encounter: EncounterRow): void {
    let rows = rowsOf(encounter.id);
    settle(ctx, rows, ruleset.combat.endRound(rows.map(fighterOf), encounter.round, ctx.rng));
    engine.advance(ctx, { partyId: encounter.party_id ?? 0, seconds: ruleset.time.secondsPerRound, stopOnEvent: false, bedRest: false, restful: false });
    encounter.round += 1;
    if (ruleset.combat.initiativeEachRound) {
      rollInitiative(ctx, ruleset.combat, encounter, rows);
      rows = rowsOf(encounter.id);
    }
    encounter.turn = Math.max(0, firstIn(rows, 0));
    ctx.note(`Round ${encounter.round} begins.`);
    beginTurn(ctx, ruleset, encounter, rows);
  }

  const save = (e: EncounterRow) => q.saveEncounter.run(e.round, e.turn, e.status, e.ended_at, e.id);

  function state(encounterId: number, audience: Audience): CombatState {
    const encounter = mustEncounter(encounterId);
    const ruleset = rulesetOf(encounter.campaign_id);
    const rows = rowsOf(encounterId);
    const now = q.time.get(encounter.campaign_id) as number;
    const current = encounter.status === 'active' ? rows[encounter.turn] : undefined;
    const options = JSON.parse(encounter.options) as { mode?: string };
    const modes = ruleset.combat.reference.initiativeModes;
    const thread = { campaignId: encounter.campaign_id, kind: 'combat', firstId: encounter.first_entry_id, path: '$.encounterId', value: encounter.id, limit: LOG_LENGTH };
    const log: JournalEntry[] = journal.thread(thread).map((e) => (audience === 'gm' ? e : forPlayers(e)));
    const pool = (current: number | null, max: number | null, label: string, marks: readonly { at: number; label: string }[]) =>
      current === null || max === null ? null : { current, max, label, marks: [...marks] };
    return {
      encounterId: encounter.id,
      campaignId: encounter.campaign_id,
      partyId: encounter.party_id,
      name: encounter.name,
      status: encounter.status,
      audience,
      rules: { system: ruleset.id, name: ruleset.name, secondsPerRound: ruleset.time.secondsPerRound, fatiguePool: ruleset.fatiguePool },
      round: encounter.round,
      turn: encounter.turn,
      currentId: current?.id ?? null,
      startedAt: encounter.started_at,
      elapsedSeconds: (encounter.ended_at ?? now) - encounter.started_at,
      gameTimeSeconds: now,
      initiative: {
        mode: modes.find((m) => m.id === options.mode)?.label ?? modes[0]?.label ?? (ruleset.combat.initiativeEachRound ? 'Rolled every round' : 'Fixed for the fight'),
        note: ruleset.combat.initiativeEachRound ? 'Rolled again at the start of each round.' : 'Set at the start and kept for the whole fight.',
      },
      combatants: rows.map((row) => {
        const fighter = fighterOf(row);
        const s = ruleset.combat.summary(fighter);
        const hidden = audience === 'players' && row.side === 'foes';
        return {
          id: row.id,
          name: row.name,
          side: row.side,
          memberId: row.member_id,
          position: row.position,
          initiative: row.initiative,
          initiativeText: row.initiative_text,
          hp: hidden ? null : pool(row.hp_current, row.hp_max, 'HP', s.hpMarks),
          fp: hidden ? null : pool(row.fp_current, row.fp_max, ruleset.fatiguePool ?? 'FP', s.fpMarks),
          looks: looks(row),
          conditions: hidden ? s.conditions.filter((c) => !GM_ONLY_CONDITIONS.has(c.id)) : [...s.conditions],
          stance: hidden ? null : s.stance,
          out: Boolean(row.out),
          current: row.id === current?.id,
          attacks: hidden ? [] : [...s.attacks],
          defenses: hidden ? [] : [...s.defenses],
        };
      }),
      reference: structuredClone(ruleset.combat.reference) as CombatState['reference'],
      log,
      ...journal.canUndoRedo(encounter.campaign_id),
    };
  }

  /** Every step of a fight: one journal entry, answered with the fight as it now stands. */
  function act(
    encounterId: number,
    audience: Audience,
    request: unknown,
    body: (ctx: ActionContext, encounter: EncounterRow, ruleset: Ruleset) => string,
  ): CombatResult {
    const encounter = mustActive(encounterId);
    const ruleset = rulesetOf(encounter.campaign_id);
    journal.record(encounter.campaign_id, { kind: 'combat', request }, (ctx) => {
      const summary = body(ctx, encounter, ruleset);
      save(encounter);
      return { summary, result: null };
    });
    return { entry: journal.latestEntry(encounter.campaign_id), state: state(encounterId, audience) };
  }

  return {
    reference: (input: MethodParams<'combat.reference'>) => structuredClone(rulesetOf(input.campaignId).combat.reference) as CombatState['reference'],

    state: (input: MethodParams<'combat.state'>) => state(input.encounterId, input.audience),

    current(input: MethodParams<'combat.current'>): MethodOutput<'combat.current'> {
      const row = q.latest.get(input.campaignId) as EncounterRow | undefined;
      return { encounter: row ? state(row.id, input.audience) : null };
    },

    start(input: MethodParams<'combat.start'>): CombatResult {
      const party = parties.view(input.partyId);
      const ruleset = rulesetOf(party.campaignId);
      // One fight at a time keeps the clock honest: rounds of two fights would both move it.
      const going = q.active.get(party.campaignId) as string | undefined;
      if (going !== undefined) throw new AppError('conflict', `partyId: "${going}" is still going on; end it before starting another fight`, ['partyId']);
      const memberIds = input.memberIds ?? party.members.filter((m) => m.kind === 'pc' || m.kind === 'hireling').map((m) => m.id);
      let encounterId = 0;
      journal.record(party.campaignId, { kind: 'combat', request: input }, (ctx) => {
        const modes = ruleset.combat.reference.initiativeModes;
        const mode = input.options.mode;
        if (mode !== undefined && !modes.some((m) => m.id === mode)) {
          throw new AppError('invalid_input', `options.mode: must be one of ${modes.map((m) => m.id).join(', ') || 'nothing in these rules'}`, ['options', 'mode']);
        }
        const now = q.time.get(party.campaignId) as number;
        encounterId = Number(q.insertEncounter.run(party.campaignId, party.id, input.name, now, ctx.entryId, JSON.stringify(input.options)).lastInsertRowid);
        const encounter = mustEncounter(encounterId);
        enlist(ctx, ruleset, encounter, { memberIds, foes: input.foes }, 0, party);
        rollInitiative(ctx, ruleset.combat, encounter, rowsOf(encounterId));
        encounter.turn = Math.max(0, firstIn(rowsOf(encounterId), 0));
        beginTurn(ctx, ruleset, encounter);
        save(encounter);
        const rows = rowsOf(encounterId);
        const side = (s: 'party' | 'foes') => rows.filter((r) => r.side === s).length;
        return { summary: `Fight begins: ${input.name}, ${side('party')} against ${side('foes')}`, result: null };
      });
      return { entry: journal.latestEntry(party.campaignId), state: state(encounterId, input.audience) };
    },

    add(input: MethodParams<'combat.add'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const before = rowsOf(encounter.id).length;
        enlist(ctx, ruleset, encounter, { memberIds: input.memberIds, foes: input.foes }, before);
        const joined = rowsOf(encounter.id).slice(before).map((r) => r.name);
        if (joined.length === 0) throw new AppError('invalid_input', 'foes: name someone to join the fight', ['foes']);
        return `${joined.join(', ')} join${joined.length === 1 ? 's' : ''} the fight`;
      });
    },

    maneuver(input: MethodParams<'combat.maneuver'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const schema = ruleset.combat.maneuverSchema ?? raise(new AppError('invalid_input', `maneuver: ${ruleset.name} has no maneuvers to declare`, ['maneuver']));
        const rows = rowsOf(encounter.id);
        const row = combatantIn(rows, input.combatantId, 'combatantId');
        const maneuver = parseNested(schema, input.maneuver, ['maneuver']);
        const others = rows.filter((r) => r.id !== row.id).map(fighterOf);
        const outcome = underField(['maneuver'], () => ruleset.combat.maneuver(fighterOf(row), maneuver, others, ctx.rng), input);
        settle(ctx, rows, outcome);
        return outcome.summary;
      });
    },

    preview(input: MethodParams<'combat.preview'>): MethodOutput<'combat.preview'> {
      const encounter = mustEncounter(input.encounterId);
      const ruleset = rulesetOf(encounter.campaign_id);
      const rows = rowsOf(encounter.id);
      const attacker = combatantIn(rows, input.attackerId, 'attackerId');
      const defender = combatantIn(rows, input.defenderId, 'defenderId', true);
      const attack = parseNested(ruleset.combat.attackSchema, input.attack, ['attack']);
      const preview = underField(['attack'], () => ruleset.combat.preview(fighterOf(attacker), fighterOf(defender), attack), input);
      return { ...preview, figures: [...preview.figures], chances: [...preview.chances] };
    },

    attack(input: MethodParams<'combat.attack'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        const rows = rowsOf(encounter.id);
        const attacker = combatantIn(rows, input.attackerId, 'attackerId');
        const defender = combatantIn(rows, input.defenderId, 'defenderId', true);
        if (attacker.id === defender.id) throw new AppError('invalid_input', 'defenderId: a fighter cannot attack itself', ['defenderId']);
        const attack = parseNested(ruleset.combat.attackSchema, input.attack, ['attack']);
        const outcome = underField(['attack'], () => ruleset.combat.attack(fighterOf(attacker), fighterOf(defender), attack, ctx.rng), input);
        settle(ctx, rows, outcome);
        return outcome.summary;
      });
    },

    adjust(input: MethodParams<'combat.adjust'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter) => {
        const rows = rowsOf(encounter.id);
        const row = combatantIn(rows, input.combatantId, 'combatantId', true);
        if (input.fp !== 0 && row.fp_current === null) throw new AppError('invalid_input', `fp: ${row.name} has no fatigue pool in these rules`, ['fp']);
        const change: FighterChange = {
          id: row.id,
          ...(input.hp !== 0 && { hp: row.hp_current + input.hp }),
          ...(input.fp !== 0 && { fp: row.fp_current! + input.fp }),
          ...(input.out !== undefined && { out: input.out }),
        };
        const parts = [
          input.hp && `${input.hp > 0 ? '+' : ''}${input.hp} HP (${row.hp_current} -> ${row.hp_current + input.hp})`,
          input.fp && `${input.fp > 0 ? '+' : ''}${input.fp} FP`,
          input.out !== undefined && (input.out ? 'out of the fight' : 'back in the fight'),
        ].filter(Boolean);
        if (parts.length === 0) throw new AppError('invalid_input', 'hp: change something (HP, FP or being out of the fight)', ['hp']);
        apply(rows, [change]);
        if (input.note) ctx.note(input.note);
        if (row.member_id) ctx.about(row.member_id);
        return `${row.name}: ${parts.join(', ')}`;
      });
    },

    condition(input: MethodParams<'combat.condition'>): CombatResult {
      return act(input.encounterId, input.audience, input, (_ctx, encounter, ruleset) => {
        const rows = rowsOf(encounter.id);
        const row = combatantIn(rows, input.combatantId, 'combatantId', true);
        apply(rows, [underField(['condition'], () => ruleset.combat.setCondition(fighterOf(row), input.condition, input.on), input)]);
        const label = ruleset.combat.reference.conditions.find((c) => c.id === input.condition)?.label ?? input.condition;
        return `${row.name}: ${label.toLowerCase()} ${input.on ? 'set' : 'cleared'}`;
      });
    },

    note(input: MethodParams<'combat.note'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter) => {
        const row = input.combatantId === undefined ? null : combatantIn(rowsOf(encounter.id), input.combatantId, 'combatantId', true);
        if (row?.member_id) ctx.about(row.member_id);
        return row ? `${row.name}: ${input.text}` : input.text;
      });
    },

    next(input: MethodParams<'combat.next'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        // settle() updates these rows in place, so they stay current through the turn change.
        const rows = rowsOf(encounter.id);
        const current = rows[encounter.turn];
        if (current && !current.out) settle(ctx, rows, ruleset.combat.endTurn(fighterOf(current), ctx.rng));
        const following = firstIn(rows, encounter.turn + 1);
        if (following >= 0) {
          encounter.turn = following;
          beginTurn(ctx, ruleset, encounter, rows);
          return `${rows[following].name}'s turn`;
        }
        nextRound(ctx, ruleset, encounter);
        return `Round ${encounter.round}: ${rowsOf(encounter.id)[encounter.turn]?.name ?? 'nobody'} acts first`;
      });
    },

    endRound(input: MethodParams<'combat.endRound'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        nextRound(ctx, ruleset, encounter);
        return `Round ${encounter.round - 1} ends; round ${encounter.round} begins`;
      });
    },

    end(input: MethodParams<'combat.end'>): CombatResult {
      return act(input.encounterId, input.audience, input, (ctx, encounter, ruleset) => {
        settle(ctx, rowsOf(encounter.id), ruleset.combat.endFight(rowsOf(encounter.id).map(fighterOf)));
        // The round in progress is fought out on the clock too.
        engine.advance(ctx, { partyId: encounter.party_id ?? 0, seconds: ruleset.time.secondsPerRound, stopOnEvent: false, bedRest: false, restful: false });
        encounter.status = 'ended';
        encounter.ended_at = q.time.get(encounter.campaign_id) as number;
        const seconds = encounter.ended_at - encounter.started_at;
        return `The fight ends after ${plural(encounter.round, 'round')} (${plural(seconds, 'second')} of game time)`;
      });
    },
  };
}

export type CombatService = ReturnType<typeof combatService>;
