import { OPEN_COUNTED, WAITING_SHOWN, type MethodOutput, type MethodParams, type SightingView } from '../../../src-shared/contract';
import type { OpenSighting, SightingRow } from '../../db/repositories/sightings';
import { roll } from '../../rules/dice';
import { AppError, notFound, raise } from '../errors';
import type { ActionContext } from '../journal';
import { encounterForPlayers, forAudience } from '../players-view';
import type { EncounterDeps } from './deps';
import type { SightingDetails } from './details';
import { encounterTableActions } from './tables';

// The wandering encounter between the die that brought it and what the GM makes of
// it: each dealing (distance, surprise, a parley, evasion, dismissal) is one journaled,
// undoable action; a fight resolves it from combat.start.

export function encounterService(deps: EncounterDeps) {
  const { store, journal, rulesetOf } = deps;
  const { sightings } = store;

  const detailsOf = (row: SightingRow) => JSON.parse(row.details) as SightingDetails;

  const partyNameOf = (row: SightingRow) => (row.partyId !== null && store.parties.get(row.partyId)?.name) || '';

  function view(row: SightingRow, partyName = partyNameOf(row)): SightingView {
    const ruleset = rulesetOf(row.campaignId);
    const d = detailsOf(row);
    const foe = row.foe ? store.bestiary.byName(row.campaignId, row.foe) : undefined;
    return {
      id: row.id,
      partyId: row.partyId,
      partyName,
      status: row.status,
      at: row.at,
      setting: row.setting,
      place: row.place,
      what: row.what,
      whatByGm: d.gmSaysWhat === true,
      foe: row.foe
        ? { name: foe?.name ?? row.foe, bestiaryId: foe?.id ?? null, summary: foe ? ruleset.combat.describe(JSON.parse(foe.statBlock) as Record<string, unknown>) : 'not in the bestiary' }
        : null,
      count: row.count,
      alongside: (d.alongside ?? []).map((a) => {
        const entry = a.foe ? store.bestiary.byName(row.campaignId, a.foe) : undefined;
        return { name: entry?.name ?? a.text, bestiaryId: entry?.id ?? null, count: a.count };
      }),
      countRoll: d.countRoll,
      countHidden: d.countHidden,
      surprise: { party: d.surprise.party && { ...d.surprise.party, spared: d.surprise.party.spared?.map((m) => m.name) ?? [] }, foes: d.surprise.foes, source: d.surprise.byGm ? "The GM's call" : ruleset.encounter.surpriseSource },
      distance: d.distance,
      distanceSource: ruleset.encounter.distanceSource,
      reactionRolled: ruleset.encounter.rollsReaction,
      reactionSource: ruleset.encounter.reactionSource,
      reaction: d.reaction,
      outcome: d.outcome,
    };
  }

  function mustOpen(sightingId: number): SightingRow {
    const row = sightings.get(sightingId) ?? raise(notFound('wandering encounter', sightingId, 'sightingId'));
    if (row.status !== 'open') throw new AppError('conflict', `sightingId: this encounter was already resolved (${row.status})`, ['sightingId']);
    return row;
  }

  /** One journaled change to an open encounter; answers its new view with the entry. */
  function change(
    sightingId: number,
    request: unknown,
    body: (ctx: ActionContext, row: SightingRow, details: SightingDetails) => { summary: string; status?: SightingRow['status'] },
  ) {
    const row = mustOpen(sightingId);
    const details = detailsOf(row);
    journal.record(row.campaignId, { kind: 'encounter', request }, (ctx) => {
      const out = body(ctx, row, details);
      sightings.update(row.id, out.status ?? row.status, JSON.stringify(details));
      return { summary: out.summary, result: null };
    });
    return { entry: journal.latestEntry(row.campaignId), sighting: view(sightings.get(row.id)!) };
  }

  return {
    current(input: MethodParams<'encounter.current'>): MethodOutput<'encounter.current'> {
      if (input.partyId !== undefined) {
        const own = sightings.firstOpenOf(input.campaignId, input.partyId);
        return forAudience(input.audience, { sighting: own ? view(own) : null, open: own ? 1 : 0, waiting: [] }, encounterForPlayers);
      }
      const [first, ...next] = sightings.firstOpen(input.campaignId, 1 + WAITING_SHOWN);
      const shown = (r: OpenSighting) => r.partyName ?? '';
      const waiting = next.map((r) => ({ id: r.id, at: r.at, place: r.place, what: r.what, partyName: shown(r) }));
      // Counted only when more are open than the answer shows.
      const open = next.length < WAITING_SHOWN ? (first ? 1 : 0) + next.length : sightings.openCount(input.campaignId, OPEN_COUNTED);
      return forAudience(input.audience, { sighting: first ? view(first, shown(first)) : null, open, waiting }, encounterForPlayers);
    },

    setDistance: (input: MethodParams<'encounter.setDistance'>) =>
      change(input.sightingId, input, (ctx, row, d) => {
        const unit = rulesetOf(row.campaignId).unit;
        if (input.roll !== undefined) {
          const rolled = ctx.keep(`Encounter distance (${input.roll}${input.times > 1 ? ` x ${input.times}` : ''})`, roll(input.roll, ctx.rng));
          d.distance = { value: rolled.total * input.times, unit, how: `rolled ${input.roll}${input.times > 1 ? ` x ${input.times}` : ''} (the GM's dice)` };
        } else d.distance = { value: input.distance!, unit, how: 'set by the GM' };
        return { summary: `Encounter: ${row.what} at ${d.distance.value} ${unit}` };
      }),

    setSurprise: (input: MethodParams<'encounter.setSurprise'>) =>
      change(input.sightingId, input, (_ctx, row, d) => {
        d.surprise = {
          party: { surprised: input.party, roll: d.surprise.party?.roll ?? null, range: d.surprise.party?.range ?? null },
          foes: { surprised: input.foes, roll: d.surprise.foes?.roll ?? null, range: d.surprise.foes?.range ?? null },
          byGm: true,
        };
        const who = [input.party && 'the party', input.foes && 'the foes'].filter(Boolean).join(' and ') || 'nobody';
        return { summary: `Encounter: ${row.what}, surprised: ${who}` };
      }),

    hideCount: (input: MethodParams<'encounter.hideCount'>) =>
      change(input.sightingId, input, (_ctx, row, d) => {
        d.countHidden = input.hidden;
        return { summary: `Encounter: the number of ${row.what} ${input.hidden ? 'hidden from' : 'shown to'} the players` };
      }),

    resolve: (input: MethodParams<'encounter.resolve'>) =>
      change(input.sightingId, input, (ctx, row, d) => {
        const ruleset = rulesetOf(row.campaignId);
        if (input.action === 'talk') {
          if (d.reaction) throw new AppError('conflict', `action: they have already reacted (${d.reaction.meaning})`, ['action']);
          const reaction = ruleset.encounter.reaction(ctx.rng, input.modifier);
          if (reaction) {
            ctx.keep('Reaction roll', reaction.roll, { secret: true });
            d.reaction = { total: reaction.total, modifier: reaction.modifier, band: reaction.band, meaning: reaction.meaning, source: reaction.source };
          } else {
            if (!input.gmReaction) throw new AppError('invalid_input', "gmReaction: these rules have no reaction roll; say how they react", ['gmReaction']);
            d.reaction = { total: null, modifier: 0, band: 'gm', meaning: input.gmReaction, source: ruleset.encounter.reactionSource };
          }
          // The card stays up: after a parley the GM still decides between a fight and parting ways.
          return { summary: `Encounter: the party talks with ${row.what}; ${d.reaction.meaning}` };
        }
        if (input.action === 'evade') {
          d.outcome = 'The party evaded them';
          return { summary: `Encounter: ${row.what}, evaded`, status: 'evaded' };
        }
        d.outcome = d.reaction ? `Parted after a parley: ${d.reaction.meaning}` : 'Dismissed by the GM';
        return { summary: `Encounter: ${row.what}, ${d.reaction ? 'parted ways after talking' : 'dismissed'}`, status: d.reaction ? 'talked' : 'dismissed' };
      }),

    /** A fight started from the encounter resolves it, in the fight's own journal entry. */
    /** The encounter turns into a fight; answers the party members a surprise die missed, who act in the first round. */
    fought(ctx: ActionContext, sightingId: number, fightName: string): number[] {
      const row = mustOpen(sightingId);
      if (row.campaignId !== ctx.campaignId) throw notFound('wandering encounter in this campaign', sightingId, 'sightingId');
      const d = detailsOf(row);
      d.outcome = `Fought: ${fightName}`;
      sightings.update(row.id, 'fought', JSON.stringify(d));
      ctx.note(`The wandering encounter (${row.what}) turns into a fight.`);
      return d.surprise.party?.spared?.map((m) => m.id) ?? [];
    },

    ...encounterTableActions(deps),
  };
}
export type EncounterService = ReturnType<typeof encounterService>;
