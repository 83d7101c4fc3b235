import { agilityModifiers } from './attributes';
import type { CombatSituation } from './attack-value';
import { maneuver, requireEncumbranceLevel, type ManeuverId } from './maneuvers';
import { breakdown, type Breakdown, type Modifier } from './modifiers';
import { requireWhole, requireWholeAtLeast } from './validate';
import { BARE_HAND, checkWeaponUse, strengthShortfallPenalty, type Shield, type Weapon } from './weapons';

// 001_d6872b0a781baa08.txt, "Defences": one block, plus one for every 2 levels past the first.
export function blocksPerRound(skillLevel: number): number {
  requireWholeAtLeast(skillLevel, 'skillLevel', 0);
  return 1 + Math.floor(Math.max(0, skillLevel - 1) / 2);
}

export type Awareness = 'aware' | 'unaware' | 'immobile';

export interface DefenceInput {
  readonly kind: 'block' | 'dodge';
  readonly agility: number;
  /** Block: level in the fighting style being used. */
  readonly skillLevel?: number;
  /** Dodge: the best of all the defender's combat levels, not the one in use. */
  readonly bestCombatLevel?: number;
  /** Dodge: the defender's EL (0 if not given). */
  readonly encumbranceLevel?: number;
  /** Block with the weapon (a parry) or the shield; defaults to the shield when one is carried. */
  readonly blockWith?: 'weapon' | 'shield';
  readonly weapon?: Weapon;
  readonly twoHanded?: boolean;
  /** Needed when parrying with a weapon that has a minimum ST. */
  readonly strength?: number;
  readonly shield?: Shield;
  /** The defender's own last maneuver, still in force. */
  readonly lastManeuver?: ManeuverId;
  readonly wildBlock?: boolean;
  readonly offHand?: boolean;
  readonly higher?: boolean;
  readonly stunned?: boolean;
  /** Aware of the attack but unsure where it comes from. */
  readonly cannotSeeAttacker?: boolean;
  readonly knockedDown?: boolean;
  readonly awareness?: Awareness;
  readonly blocksUsedThisRound?: number;
  /** The bought secondary DEF Mod. */
  readonly secondaryDefMod?: number;
  readonly other?: readonly Modifier[];
}

export interface DefenceValue {
  /** False when this defence cannot be tried; `reason` says why. */
  readonly allowed: boolean;
  readonly reason: string | null;
  /** A melee attack on an unaware or immobile defender needs no roll. */
  readonly autoHit: boolean;
  readonly def: Breakdown;
}

const refused = (reason: string): DefenceValue => ({ allowed: false, reason, autoHit: false, def: breakdown('DEF', []) });

function baseParts(input: DefenceInput, blockItem: 'weapon' | 'shield'): Modifier[] {
  const ag = agilityModifiers(input.agility);
  if (input.kind === 'dodge') {
    const best = input.bestCombatLevel ?? input.skillLevel;
    if (best === undefined) throw new RangeError('bestCombatLevel is needed for a dodge');
    requireWholeAtLeast(best, 'bestCombatLevel', 0);
    const el = input.encumbranceLevel ?? 0;
    requireEncumbranceLevel(el);
    return [
      { label: 'best combat level', value: best },
      { label: `AG ${input.agility}`, value: ag.def },
      { label: `dodging, -(1 + EL ${el})`, value: -(1 + el) },
    ];
  }
  if (input.skillLevel === undefined) throw new RangeError('skillLevel is needed for a block');
  requireWholeAtLeast(input.skillLevel, 'skillLevel', 0);
  const parts: Modifier[] = [
    { label: 'combat skill', value: input.skillLevel },
    { label: `AG ${input.agility}`, value: ag.def },
  ];
  const weapon = input.weapon ?? BARE_HAND;
  if (blockItem === 'weapon' && weapon.minStrength !== undefined) {
    if (input.strength === undefined) throw new RangeError(`strength is needed to parry with ${weapon.name}, which has a minimum ST`);
    parts.push({ label: `ST ${input.strength} under ${weapon.name}'s minimum`, value: strengthShortfallPenalty(input.strength, weapon, input.twoHanded) });
  }
  return parts;
}

/**
 * 001_d6872b0a781baa08.txt, "Attacks", "Ranged Attacks", "Defences" and "Defence
 * Modifiers". Against a missile the base DEF is divided by the weapon's speed,
 * rounded down (the seed does not say; whole DEF values are needed), never below 0.
 */
export function defenceValue(input: DefenceInput, situation: CombatSituation = {}): DefenceValue {
  requireWhole(input.secondaryDefMod ?? 0, 'secondaryDefMod');
  const weapon = input.weapon ?? BARE_HAND;
  checkWeaponUse(weapon, input.twoHanded, 'defender.weapon');
  const ranged = situation.ranged;
  const awareness = input.awareness ?? 'aware';
  if (awareness !== 'aware' && !ranged) {
    const why = awareness === 'unaware' ? 'unaware of the attack' : 'immobile';
    return { allowed: true, reason: `the defender is ${why}: a melee attack hits automatically`, autoHit: true, def: breakdown('DEF', [{ label: why, value: 0 }]) };
  }

  const blockItem = input.blockWith ?? (input.shield ? 'shield' : 'weapon');
  const defending = awareness === 'aware';
  if (defending && input.kind === 'block') {
    if (input.knockedDown) return refused('a knocked-down defender may only dodge');
    if (situation.closeCombat) return refused('only a dodge is possible in close combat');
    if (blockItem === 'shield' && !input.shield) return refused('blockWith is shield but no shield is carried');
    if (ranged && blockItem === 'weapon' && !ranged.parryAllowed) return refused('a missile can only be blocked with a shield unless parrying it is allowed');
    const used = input.blocksUsedThisRound ?? 0;
    requireWholeAtLeast(used, 'blocksUsedThisRound', 0);
    const limit = blocksPerRound(input.skillLevel ?? 0);
    if (used >= limit) return refused(`all ${limit} block(s) this round are spent; a dodge is still possible`);
  }

  let parts: Modifier[];
  if (!defending) {
    parts = [{ label: awareness === 'unaware' ? 'unaware of the missile: base DEF' : 'immobile target: base DEF', value: 0 }];
  } else if (ranged) {
    requireWholeAtLeast(ranged.speed, 'ranged.speed', 1);
    const beyondHalf = ranged.lowTech && ranged.maxRangeUnits !== undefined && ranged.rangeUnits * 2 > ranged.maxRangeUnits;
    const speed = beyondHalf ? 1 : ranged.speed;
    const raw = baseParts(input, blockItem).reduce((sum, p) => sum + p.value, 0);
    const base = Math.max(0, Math.floor(raw / speed));
    const speedText = beyondHalf ? 'speed 1 past half range' : `speed ${speed}`;
    parts = [{ label: `base DEF ${raw} / ${speedText}, rounded down, at least 0`, value: base }];
  } else {
    parts = baseParts(input, blockItem);
  }

  const last = maneuver(input.lastManeuver ?? 'attack');
  parts.push({ label: `${last.label} maneuver`, value: last.def });
  if (defending && input.kind === 'block') {
    if (blockItem === 'shield' && input.shield) parts.push({ label: `${input.shield.name} DEF modifier`, value: input.shield.defMod ?? 0 });
    if (blockItem === 'weapon') parts.push({ label: `${weapon.name} DEF modifier`, value: weapon.defMod ?? 0 });
    if (input.wildBlock) parts.push({ label: 'wild block', value: -2 });
    if (input.offHand) parts.push({ label: 'off hand', value: -3 });
  }
  if (input.higher) parts.push({ label: 'higher than the attacker', value: 1 });
  if (input.stunned) parts.push({ label: 'stunned', value: -2 });
  if (input.cannotSeeAttacker) parts.push({ label: "can't see the attacker", value: -4 });
  if (input.knockedDown) parts.push({ label: 'knocked down', value: -4 });
  parts.push({ label: 'DEF Mod', value: input.secondaryDefMod ?? 0 });
  parts.push(...(input.other ?? []));
  return { allowed: true, reason: null, autoHit: false, def: breakdown('DEF', parts) };
}
