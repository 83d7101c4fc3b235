import { fightGroupKey, hiredAs, isCharacter, type CombatResult, type MethodParams, type PartyView } from '../../../src-shared/contract';
import type { EncounterRow } from '../../db/repositories/fights';
import type { CarriedItem, Ruleset } from '../../rules/ruleset';
import { AppError, notFound, parseNested, raise } from '../errors';
import type { ActionContext } from '../journal';
import { firstIn, surpriseOf, surprisedNow, type CombatDeps, type FightState, type FightSteps } from './steps';
import { underField } from './fighters';
import { rollInitiative } from './initiative';
import { parseLasting } from '../lasting';
import type { TurnKeeping } from './turns';

type FoeSpec = MethodParams<'combat.start'>['foes'][number];

const carriedItem = ({ item, worn, readied, magical }: PartyView['members'][number]['items'][number]): CarriedItem => ({
  key: item.key,
  name: item.name,
  category: item.category,
  worn,
  readied,
  magical,
  armorKind: item.armorKind,
  defenseBonus: item.defenseBonus,
});

/** "Goblin 1", "Goblin 2" when a fight has several of a kind. */
const numbered = (name: string, i: number, count: number) => (count > 1 ? `${name} ${i + 1}` : name);

/** Starting a fight and bringing more fighters into it. */
export function startActions(
  deps: CombatDeps,
  { act, rowsOf }: FightSteps,
  { beginTurn }: TurnKeeping,
  state: FightState,
) {
  const { store, journal, parties, rulesetOf, encounters } = deps;
  const { fights } = store;

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
    const party = known ?? (input.memberIds.length > 0 && encounter.partyId !== null ? parties.view(encounter.partyId) : null);
    input.memberIds.forEach((memberId, i) => {
      const member = party?.members.find((m) => m.id === memberId) ?? raise(new AppError('invalid_input', `memberIds.${i}: no member ${memberId} in the party`, ['memberIds', i]));
      if (member.kind !== 'pc' && member.kind !== 'hireling') throw new AppError('invalid_input', `memberIds.${i}: ${member.name} does not fight`, ['memberIds', i]);
      const profile = ruleset.profile(member.sheet, { hp: member.hp, fp: member.fp && { current: member.fp.current, max: member.fp.max } });
      const stats = underField(['memberIds', i], () => combat.memberStats(profile, { encumbrance: member.figures.encumbrance.rank, items: member.items.map(carriedItem), hired: hiredAs(member.kind, member.hire?.employerId) }));
      // A crippled arm, unconsciousness or death from before comes into the fight with them.
      const lasting = ruleset.lasting.intoFight(parseLasting(store.members.get(member.id)?.lasting ?? '{}'), profile.pools ?? { hp: member.hp, fp: null }, profile, ctx.startedAt);
      fights.enlist({
        campaignId: encounter.campaignId,
        encounterId: encounter.id,
        memberId: member.id,
        name: member.name,
        side: 'party',
        position: position++,
        hpCurrent: member.hp.current,
        hpMax: member.hp.max,
        fpCurrent: member.fp?.current ?? null,
        fpMax: member.fp?.max ?? null,
        stats: JSON.stringify(stats),
        state: JSON.stringify(lasting.state),
        out: lasting.out,
      });
      ctx.about(member.id);
    });
    input.foes.forEach((foe, i) => {
      const entry = foe.bestiaryId === undefined ? null : store.bestiary.get(foe.bestiaryId);
      if (foe.bestiaryId !== undefined && (!entry || entry.campaignId !== encounter.campaignId)) throw notFound('bestiary entry in this campaign', foe.bestiaryId, `foes.${i}.bestiaryId`);
      const block = parseNested(combat.statBlockSchema, entry ? JSON.parse(entry.statBlock) : foe.statBlock, ['foes', i, 'statBlock']);
      const name = foe.name ?? entry?.name ?? 'Foe';
      for (let n = 0; n < foe.count; n++) {
        const made = underField(['foes', i, 'statBlock'], () => combat.foe(block, ctx.rng));
        const label = numbered(name, n, foe.count);
        made.rolls.forEach((r) => ctx.keep(`${r.label}: ${label}`, r.roll, { secret: true }));
        fights.enlist({
          campaignId: encounter.campaignId,
          encounterId: encounter.id,
          memberId: null,
          name: label,
          side: 'foes',
          position: position++,
          hpCurrent: made.hpMax,
          hpMax: made.hpMax,
          fpCurrent: made.fpMax,
          fpMax: made.fpMax,
          stats: JSON.stringify(made.stats),
        });
      }
    });
  }

  return {
    start(input: MethodParams<'combat.start'>): CombatResult {
      const party = parties.view(input.partyId);
      const ruleset = rulesetOf(party.campaignId);
      // One fight at a time keeps the clock honest: rounds of two fights would both move it.
      const going = fights.activeName(party.campaignId);
      if (going !== undefined) throw new AppError('conflict', `partyId: "${going}" is still going on; end it before starting another fight`, ['partyId']);
      const memberIds = input.memberIds ?? party.members.filter(isCharacter).map((m) => m.id);
      let encounterId = 0;
      const { entry } = journal.recordEntry(party.campaignId, { kind: 'combat', request: input }, (ctx) => {
        const modes = ruleset.combat.reference.initiativeModes;
        const mode = input.options.mode;
        if (mode !== undefined && !modes.some((m) => m.id === mode)) {
          throw new AppError('invalid_input', `options.mode: must be one of ${modes.map((m) => m.id).join(', ') || 'nothing in these rules'}`, ['options', 'mode']);
        }
        const spared = input.sightingId === undefined ? [] : encounters.fought(ctx, input.sightingId, input.name);
        const encounter = fights.startEncounter({
          campaignId: party.campaignId,
          partyId: party.id,
          name: input.name,
          startedAt: ctx.startedAt,
          firstEntryId: ctx.entryId,
          options: JSON.stringify({ ...input.options, ...(input.surprised && { surprised: input.surprised, ...(input.surprised === 'party' && { spared }) }) }),
        });
        encounterId = encounter.id;
        ctx.group(fightGroupKey(encounter.id));
        enlist(ctx, ruleset, encounter, { memberIds, foes: input.foes }, 0, party);
        rollInitiative(fights, ctx, ruleset.combat, encounter, rowsOf(encounterId));
        const caught = surpriseOf(encounter);
        if (caught.side) ctx.note(`${caught.side === 'party' ? 'The party is' : 'The foes are'} surprised and lose the first round.`);
        const ready = rowsOf(encounterId).filter((r) => r.memberId !== null && caught.spared.includes(r.memberId));
        if (ready.length > 0) ctx.note(`${ready.map((r) => r.name).join(', ')}: not surprised, and act in the first round (supplement A15).`);
        encounter.turn = Math.max(0, firstIn(rowsOf(encounterId), 0, surprisedNow(encounter)));
        beginTurn(ctx, ruleset, encounter);
        fights.saveEncounter(encounter);
        const rows = rowsOf(encounterId);
        const side = (s: 'party' | 'foes') => rows.filter((r) => r.side === s).length;
        const begins = `Fight begins: ${input.name}, ${side('party')} against ${side('foes')}`;
        // The fight's name and who stands on each side are on the players' screen already.
        return { summary: begins, playersSummary: begins, result: null };
      });
      return { entry, state: state(encounterId, input.audience, { encounter: fights.encounter(encounterId)!, ruleset, now: entry.gameTimeAfter }) };
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
  };
}
