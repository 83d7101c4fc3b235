import type { ActionResult, MethodParams, PartyView } from '../../../src-shared/contract';
import { describeSpan } from '../../../src-shared/time';
import { burnsByHeight, fuelledLightKinds, LIGHT_KINDS, type LightKind } from '../../../src-shared/light-kinds';
import type { LightRow } from '../../db/repositories/lights';
import { canRefill, lightsCarried } from '../../rules/world/provisions';
import type { Ruleset } from '../../rules/ruleset';
import { AppError, notFound } from '../errors';
import type { ActionContext } from '../journal';
import type { DungeonActions, DungeonDeps, Member } from './actions';

/** A taper candle in the catalogue is six inches long when new. */
const NEW_CANDLE_INCHES = 6;

/** Lighting, putting out, refilling and correcting torches, lanterns and candles. */

/** A light lit, put out or refilled is in plain sight: the table reads the GM's own line. */
const forAll = (text: string) => ({ summary: text, playersSummary: text });
export function lightActions(deps: DungeonDeps, { act, memberOf }: DungeonActions) {
  const { lights, inventory } = deps.store;

  function lightOf(party: PartyView, lightId: number): LightRow {
    const l = lights.get(lightId);
    if (!l || !party.members.some((m) => m.id === l.memberId)) throw notFound(`light carried in ${party.name}`, lightId, 'lightId');
    return l;
  }

  function useUp(m: Member, test: (i: Member['items'][number]['item']) => boolean, what: string): void {
    const stack = m.items.find((s) => test(s.item) && !s.worn);
    if (!stack) throw new AppError('invalid_input', `memberId: ${m.name} carries no ${what}`, ['memberId']);
    inventory.useOne(stack);
  }

  function rollBurn(ctx: ActionContext, ruleset: Ruleset, kind: LightKind, who: string, candleInches = NEW_CANDLE_INCHES): number {
    const burn = ruleset.lightDuration(kind, ctx.rng, burnsByHeight(kind) ? { candleInches } : undefined);
    burn.rolls.forEach((r) => ctx.keep(`${who}'s ${kind} burns (turns)`, r, { secret: true }));
    return burn.seconds;
  }

  return {
    light(input: MethodParams<'light.light'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party, ruleset) => {
        const m = memberOf(party, input.memberId);
        ctx.about(m.id);
        const now = ctx.startedAt;
        const { kind } = input;
        const fuel = LIGHT_KINDS[kind].fuel;
        if (fuel) {
          const held = lightsCarried(m.items).lights[kind];
          if (held === 0) throw new AppError('invalid_input', `memberId: ${m.name} carries no ${kind}`, ['memberId']);
          const theirs = lights.ofParty(party.id).filter((l) => l.memberId === m.id && l.kind === kind);
          const unlit = theirs.find((l) => l.state === 'out');
          if (unlit) {
            lights.save({ ...unlit, state: 'lit', litAt: now });
            return forAll(`${m.name} lights the ${kind} again`);
          }
          if (theirs.filter((l) => l.state === 'lit').length >= held) {
            throw new AppError('invalid_input', `memberId: ${m.name}'s ${kind} is already lit`, ['memberId']);
          }
          useUp(m, (i) => i.fuelFor === kind, fuel.noun);
          const burn = rollBurn(ctx, ruleset, kind, m.name);
          const empty = theirs.find(canRefill);
          if (empty) lights.save({ ...empty, state: 'lit', litAt: now, burnSeconds: burn, burnedSeconds: 0 });
          else lights.light({ campaignId: party.campaignId, memberId: m.id, kind, litAt: now, burnSeconds: burn });
          return forAll(`${m.name} fills a ${kind} with a ${fuel.noun} and lights it`);
        }
        if (input.fromStores) {
          // The member takes it out of the stores and holds it while it burns: the light is theirs from then on.
          const stack = party.stores.find((st) => st.item.lightSource === input.kind);
          if (!stack) throw new AppError('invalid_input', `fromStores: the party's stores hold no ${input.kind}`, ['fromStores']);
          inventory.useOne(stack);
        } else useUp(m, (i) => i.lightSource === input.kind, input.kind);
        const burn = rollBurn(ctx, ruleset, input.kind, m.name, input.candleInches);
        lights.light({ campaignId: party.campaignId, memberId: m.id, kind: input.kind, litAt: now, burnSeconds: burn });
        const taken = input.fromStores ? ' from the stores' : '';
        if (burnsByHeight(input.kind)) return forAll(`${m.name} lights a ${input.candleInches ?? NEW_CANDLE_INCHES}-inch candle${taken}`);
        return forAll(`${m.name} lights a ${input.kind}${taken}`);
      });
    },

    snuff(input: MethodParams<'light.snuff'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party) => {
        const l = lightOf(party, input.lightId);
        if (l.state !== 'lit') throw new AppError('invalid_input', 'lightId: that light is not burning', ['lightId']);
        lights.save({ ...l, state: 'out', burnedSeconds: l.burnedSeconds + (ctx.startedAt - l.litAt!), litAt: null });
        ctx.about(l.memberId!);
        return forAll(`The ${l.kind} is put out`);
      });
    },

    relight(input: MethodParams<'light.relight'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party) => {
        const l = lightOf(party, input.lightId);
        if (l.state !== 'out') {
          throw new AppError('invalid_input', `lightId: that ${l.kind} is ${l.state === 'lit' ? 'already lit' : 'burnt out'}`, ['lightId']);
        }
        lights.save({ ...l, state: 'lit', litAt: ctx.startedAt });
        ctx.about(l.memberId!);
        return forAll(`The ${l.kind} is lit again`);
      });
    },

    refuel(input: MethodParams<'light.refuel'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (ctx, party, ruleset) => {
        const l = lightOf(party, input.lightId);
        const fuel = LIGHT_KINDS[l.kind].fuel;
        if (!fuel || !canRefill(l)) {
          const takers = fuelledLightKinds.map((k) => `an empty ${k} takes a new ${LIGHT_KINDS[k].fuel!.noun}`);
          throw new AppError('invalid_input', `lightId: only ${takers.join('; ')}`, ['lightId']);
        }
        const m = memberOf(party, l.memberId!, 'lightId');
        useUp(m, (i) => i.fuelFor === l.kind, fuel.noun);
        lights.save({ ...l, state: 'lit', litAt: ctx.startedAt, burnSeconds: rollBurn(ctx, ruleset, l.kind, m.name), burnedSeconds: 0 });
        ctx.about(m.id);
        return forAll(`${m.name} refills the ${l.kind} and lights it`);
      });
    },

    reveal(input: MethodParams<'light.reveal'>): ActionResult {
      return act(input.partyId, input.audience, { kind: 'light', request: input }, (_ctx, party) => {
        const l = lightOf(party, input.lightId);
        lights.save({ ...l, revealed: input.revealed });
        return { summary: `The ${l.kind}'s time left is ${input.revealed ? 'shown to' : 'hidden from'} the players` };
      });
    },

    correct(input: MethodParams<'light.correct'>): ActionResult {
      // The entry says the new time left: for a light whose time is hidden it stays behind the screen.
      const kind = lights.get(input.lightId)?.revealed === false ? 'hidden-light' : 'light';
      return act(input.partyId, input.audience, { kind, request: input }, (ctx, party, ruleset) => {
        const l = lightOf(party, input.lightId);
        const used = l.burnedSeconds + (l.state === 'lit' ? ctx.startedAt - l.litAt! : 0);
        const burnsOut = l.state === 'lit' && input.remainingSeconds === 0;
        lights.save({
          ...l,
          burnSeconds: used + input.remainingSeconds,
          ...(burnsOut && { state: 'spent', litAt: null, burnedSeconds: used }),
        });
        const line = `The GM sets the ${l.kind} to ${describeSpan(input.remainingSeconds, ruleset.time.secondsPerRound)} left`;
        return { summary: line, ...(kind === 'light' && { playersSummary: line }) };
      });
    },
  };
}
