import type { ActionResult, MethodParams, SpellsState, SpellView } from '../../../src-shared/contract';
import type { SpellRepository, SpellRow } from '../../db/repositories/spells';
import { effectSeconds } from '../../rules/clock/effect-duration';
import type { CharacterProfile, Ruleset } from '../../rules/ruleset';
import { AppError } from '../errors';
import type { DungeonActions, DungeonDeps, Member } from './actions';

/**
 * Lantern's own reading of "after a night's rest": a caster may prepare again once 8 hours
 * have passed since they last cast (the rules give the rest, not its length).
 */
export const NIGHTS_REST_SECONDS = 8 * 3600;

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

export const spellView = (s: SpellRow): SpellView => ({
  id: s.id,
  name: s.name,
  casterClass: s.casterClass,
  level: s.level,
  range: s.range,
  duration: { amount: s.durationAmount, perLevel: s.durationPerLevel, unit: s.durationUnit },
  light: s.light,
  cost: s.cost,
  castingRounds: s.castingRounds,
});

const profileOf = (ruleset: Ruleset, m: Member): CharacterProfile =>
  ruleset.profile(m.sheet, { hp: m.hp, fp: m.fp && { current: m.fp.current, max: m.fp.max } });


/**
 * The campaign's spell list and, for each caster in the party, the day's slots and what they hold.
 * Members come with the profiles the party's reading has just worked out; members who share one
 * (a troop of hirelings with one sheet) share what the rules say they may cast, worked out once.
 */
export function spellsState(
  spells: SpellRepository,
  ruleset: Ruleset,
  campaignId: number,
  members: readonly { id: number; name: string; profile: CharacterProfile | null }[],
): SpellsState {
  const known = spells.list(campaignId);
  const list = known.map(spellView);
  const source = ruleset.magic.source;
  const prepared = known.length > 0 ? spells.prepared(campaignId) : [];
  const byId = new Map(known.map((r) => [r.id, r]));
  const magicOf = new Map<CharacterProfile, { slots: readonly number[] | null; castable: number[] }>();
  const casters = members.flatMap((m) => {
    if (!m.profile) return [];
    let magic = magicOf.get(m.profile);
    if (!magic) {
      const profile = m.profile;
      magic = { slots: ruleset.magic.slots(profile), castable: known.filter((s) => ruleset.magic.refusal(profile, s) === null).map((s) => s.id) };
      magicOf.set(profile, magic);
    }
    const { slots, castable } = magic;
    if (slots === null ? castable.length === 0 : slots.length === 0) return [];
    const today = prepared.filter((p) => p.memberId === m.id).map((p) => ({ spellId: p.spellId, name: byId.get(p.spellId)!.name, level: byId.get(p.spellId)!.level, cast: p.castAt !== null }));
    return [{ memberId: m.id, name: m.name, slots: slots && [...slots], prepared: today, castable: [...castable] }];
  });
  return { list, casters, source };
}

/** Entering spells, preparing the day's and casting them: each one journaled action. */
export function spellActions(deps: DungeonDeps, { act, memberOf }: DungeonActions) {
  const { spells, effects, members } = deps.store;

  function spellOf(campaignId: number, spellId: number, field: (string | number)[]): SpellRow {
    const s = spells.get(spellId);
    if (!s || s.campaignId !== campaignId) throw new AppError('not_found', `${field.join('.')}: no spell ${spellId} in this campaign`, field);
    return s;
  }

  return {
    add(input: MethodParams<'spell.add'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'spell', request: input }, (_ctx, party, ruleset) => {
        if (spells.named(party.campaignId, input.name, input.casterClass)) {
          throw new AppError('conflict', `name: the campaign's list already has ${input.name}${input.casterClass ? ` for the ${input.casterClass}` : ''}`, ['name']);
        }
        const problem = ruleset.magic.checkSpell({ casterClass: input.casterClass, level: input.level });
        if (problem) throw new AppError('invalid_input', `${problem.field}: ${problem.reason}`, [problem.field]);
        spells.add({
          campaignId: party.campaignId,
          name: input.name,
          casterClass: input.casterClass,
          level: input.level,
          range: input.range,
          durationAmount: input.duration.amount,
          durationPerLevel: input.duration.perLevel,
          durationUnit: input.duration.unit,
          light: input.light,
          cost: input.cost,
          castingRounds: input.castingRounds,
        });
        const { amount, perLevel, unit } = input.duration;
        return { summary: `${input.name} joins the spell list: ${amount ? `${amount} ${unit}` : ''}${perLevel ? `${amount ? ' + ' : ''}${perLevel} ${unit} per level` : ''}, range ${input.range}` };
      });
    },

    prepareDay(input: MethodParams<'spell.prepare'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'spell', request: input }, (ctx, party, ruleset) => {
        const member = memberOf(party, input.memberId);
        const profile = profileOf(ruleset, member);
        const slots = ruleset.magic.slots(profile);
        if (slots === null) throw new AppError('invalid_input', `memberId: ${member.name} casts from ${ruleset.fatiguePool ?? 'a pool'} and prepares nothing in these rules`, ['memberId']);
        const lastCast = Math.max(-Infinity, ...spells.prepared(party.campaignId).filter((p) => p.memberId === member.id && p.castAt !== null).map((p) => p.castAt!));
        if (ctx.startedAt - lastCast < NIGHTS_REST_SECONDS) {
          throw new AppError('conflict', `memberId: ${member.name} cast a spell less than 8 hours ago; prepare after a night's rest (Lantern's own length of a night's rest)`, ['memberId']);
        }
        const taken = new Map<number, number>();
        const chosen = input.spellIds.map((spellId, i) => {
          const spell = spellOf(party.campaignId, spellId, ['spellIds', i]);
          const refusal = ruleset.magic.refusal(profile, spell);
          if (refusal) throw new AppError('invalid_input', `spellIds.${i}: ${member.name} cannot prepare ${spell.name}: ${refusal}`, ['spellIds', i]);
          const n = (taken.get(spell.level) ?? 0) + 1;
          taken.set(spell.level, n);
          const perDay = slots[spell.level - 1] ?? 0;
          if (n > perDay) throw new AppError('invalid_input', `spellIds.${i}: ${member.name} prepares ${perDay} ${ordinal(spell.level)}-level spell${perDay === 1 ? '' : 's'} a day (${ruleset.magic.source})`, ['spellIds', i]);
          return spell;
        });
        spells.setPrepared(party.campaignId, member.id, input.spellIds, ctx.startedAt);
        ctx.about(member.id);
        return { summary: chosen.length ? `${member.name} prepares ${chosen.map((s) => s.name).join(', ')}` : `${member.name} prepares no spells` };
      });
    },

    cast(input: MethodParams<'spell.cast'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'spell', request: input }, (ctx, party, ruleset) => {
        const member = memberOf(party, input.memberId);
        const profile = profileOf(ruleset, member);
        const spell = spellOf(party.campaignId, input.spellId, ['spellId']);
        const refusal = ruleset.magic.refusal(profile, spell);
        if (refusal) throw new AppError('invalid_input', `spellId: ${member.name} cannot cast ${spell.name}: ${refusal}`, ['spellId']);
        const paid: string[] = [];
        if (ruleset.magic.slots(profile) !== null) {
          const ready = spells.uncast(member.id, spell.id);
          if (!ready) throw new AppError('invalid_input', `spellId: ${member.name} has no ${spell.name} prepared and not yet cast`, ['spellId']);
          spells.markCast(ready.id, ctx.startedAt);
        }
        const cost = ruleset.magic.poolCost(spell);
        if (cost > 0) {
          const pool = ruleset.fatiguePool ?? 'FP';
          if (!member.fp || member.fp.current < cost) {
            throw new AppError('invalid_input', `spellId: ${spell.name} costs ${cost} ${pool}; ${member.name} has ${member.fp?.current ?? 0}`, ['spellId']);
          }
          members.setPools(member.id, member.hp.current, member.fp.current - cost);
          paid.push(`${cost} ${pool} spent`);
        }
        const amount = spell.durationAmount + spell.durationPerLevel * ruleset.magic.casterLevel(profile);
        const delay = spell.castingRounds * ruleset.time.secondsPerRound;
        if (delay > 0) paid.push(`${spell.castingRounds} round${spell.castingRounds === 1 ? '' : 's'} of casting`);
        const startsAt = ctx.startedAt + delay;
        effects.add({
          campaignId: party.campaignId,
          partyId: input.on === 'party' ? party.id : null,
          memberId: input.on === 'caster' ? member.id : null,
          name: `${spell.name} (${member.name})`,
          startedAt: startsAt,
          endsAt: startsAt + effectSeconds(amount, spell.durationUnit, ruleset.time.secondsPerRound),
          amount,
          unit: spell.durationUnit,
          visible: true,
          light: spell.light,
        });
        ctx.about(member.id);
        const lasting = spell.durationUnit === 'days' && amount >= 365 && amount % 365 === 0 ? `${amount / 365} year${amount === 365 ? '' : 's'}` : `${amount} ${spell.durationUnit}`;
        const lit = spell.light ? `; it lights ${input.on === 'party' ? party.name : member.name}` : '';
        return { summary: `${member.name} casts ${spell.name} for ${lasting}${lit}${paid.length ? ` (${paid.join(', ')})` : ''}` };
      });
    },
  };
}
