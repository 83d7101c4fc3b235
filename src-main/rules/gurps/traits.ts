import type { GurpsHitLocationId, GurpsTraits } from '../../../src-shared/contract';
import type { HtRollPurpose } from './combat/injury-model';
import type { RecoveryRate } from './fatigue';

// The advantages and disadvantages that change a figure Lantern works out. Seed 000
// (GURPS Lite's "Game Mechanics" chapter) names none of them, so each effect comes
// from the GURPS Basic Set, page given with it. Every rule that a trait changes asks
// here, so a trait's effect is written once.

export type { GurpsTraits };

const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

export interface TraitModifier {
  readonly label: string;
  readonly value: number;
}

/** What a trait does and where the rule is written, for the sheet. */
export interface TraitLine {
  readonly name: string;
  readonly effect: string;
  readonly source: string;
}

type Fitness = NonNullable<GurpsTraits['fitness']>;
const FITNESS: Readonly<Record<Fitness, { label: string; ht: number; recovery: RecoveryRate; source: string }>> = {
  'very-fit': { label: 'Very Fit', ht: 2, recovery: { numerator: 2, denominator: 1 }, source: 'Basic Set p. B55' },
  fit: { label: 'Fit', ht: 1, recovery: { numerator: 2, denominator: 1 }, source: 'Basic Set p. B55' },
  unfit: { label: 'Unfit', ht: -1, recovery: { numerator: 1, denominator: 2 }, source: 'Basic Set p. B160' },
  'very-unfit': { label: 'Very Unfit', ht: -2, recovery: { numerator: 1, denominator: 2 }, source: 'Basic Set p. B160' },
};

/** Combat Reflexes (B43): +1 to every active defense. */
export const COMBAT_REFLEXES_DEFENSE = 1;
/** High Pain Threshold (B59): +3 to HT rolls against knockdown and stunning. Low Pain Threshold (B142): -4. */
export const PAIN_THRESHOLD_HT: Readonly<Record<'high' | 'low', number>> = { high: 3, low: -4 };
/** Low Pain Threshold (B142) doubles shock, to at most -8. */
export const LOW_PAIN_SHOCK_CAP = -8;

export type DefenseKindForTraits = 'dodge' | 'parry' | 'block';

/** Combat Reflexes and Enhanced Dodge, Parry or Block on one active defense. */
export function defenseBonuses(traits: GurpsTraits, kind: DefenseKindForTraits): readonly TraitModifier[] {
  const out: TraitModifier[] = [];
  if (traits.combatReflexes) out.push({ label: 'Combat Reflexes', value: COMBAT_REFLEXES_DEFENSE });
  const enhanced = { dodge: traits.enhancedDodge, parry: traits.enhancedParry, block: traits.enhancedBlock }[kind];
  if (enhanced) out.push({ label: `Enhanced ${kind[0].toUpperCase()}${kind.slice(1)} ${enhanced}`, value: enhanced });
  return out;
}

export const sumOf = (modifiers: readonly TraitModifier[]): number => modifiers.reduce((s, m) => s + m.value, 0);

/** "+1 Combat Reflexes, +1 Enhanced Dodge 1", or '' when nothing. */
export const describeModifiers = (modifiers: readonly TraitModifier[]): string => modifiers.map((m) => `${signed(m.value)} ${m.label}`).join(', ');

/** The shock penalty a wound gives after the pain thresholds: none with High, doubled (to -8) with Low. */
export function shockAfterTraits(traits: GurpsTraits, penalty: number): { readonly value: number; readonly note: string | null } {
  if (penalty === 0) return { value: 0, note: null };
  if (traits.painThreshold === 'high') return { value: 0, note: `High Pain Threshold: no shock (${penalty} ignored)` };
  if (traits.painThreshold === 'low') {
    const value = Math.max(LOW_PAIN_SHOCK_CAP, penalty * 2);
    return { value, note: `Low Pain Threshold: shock doubled to ${value}` };
  }
  return { value: penalty, note: null };
}

/**
 * Every trait's bonus to one HT roll: Fit and Very Fit on all, the pain thresholds on a
 * major wound's roll, Hard to Kill on death checks, Hard to Subdue wherever the roll is
 * against falling unconscious (B59), the major wound's knockout line included but not its stun.
 */
export function htRollModifiers(traits: GurpsTraits, purpose: HtRollPurpose): readonly TraitModifier[] {
  const out: TraitModifier[] = [];
  if (traits.fitness) out.push({ label: FITNESS[traits.fitness].label, value: FITNESS[traits.fitness].ht });
  if ((purpose === 'knockdown' || purpose === 'knockout') && traits.painThreshold) {
    out.push({ label: traits.painThreshold === 'high' ? 'High Pain Threshold' : 'Low Pain Threshold', value: PAIN_THRESHOLD_HT[traits.painThreshold] });
  }
  if (purpose === 'death' && traits.hardToKill) out.push({ label: `Hard to Kill ${traits.hardToKill}`, value: traits.hardToKill });
  if ((purpose === 'consciousness' || purpose === 'knockout') && traits.hardToSubdue) out.push({ label: `Hard to Subdue ${traits.hardToSubdue}`, value: traits.hardToSubdue });
  return out;
}

/** How fast rest brings FP back: twice as fast when Fit or Very Fit, half as fast when Unfit or Very Unfit. */
export const fpRecoveryRate = (traits: GurpsTraits): RecoveryRate | 1 => (traits.fitness ? FITNESS[traits.fitness].recovery : 1);

/** Natural DR at one location: every Damage Resistance that covers it (or the whole body). */
export function naturalDr(traits: GurpsTraits, location: GurpsHitLocationId): number {
  return (traits.damageResistance ?? []).filter((d) => d.locations.length === 0 || d.locations.includes(location)).reduce((s, d) => s + d.dr, 0);
}

/** Attacks an Attack or All-Out Attack maneuver allows: one more per level of Extra Attack. */
export const attacksPerTurn = (traits: GurpsTraits): number => 1 + (traits.extraAttack ?? 0);

/** Total darkness, the one penalty Night Vision does not lift. */
export const TOTAL_DARKNESS = -10;

/**
 * A darkness penalty as one who sees it: Dark Vision lifts any darkness; Night Vision
 * (the sheet's own field, B71) lifts all short of total darkness.
 */
export function darknessSeen(traits: GurpsTraits, nightVision: boolean, penalty: number): { readonly value: number; readonly by: string | null } {
  if (penalty >= 0) return { value: penalty, by: null };
  if (traits.darkVision) return { value: 0, by: 'Dark Vision' };
  if (nightVision && penalty > TOTAL_DARKNESS) return { value: 0, by: 'Night Vision' };
  return { value: penalty, by: null };
}

const LOCATION_WORDS: Readonly<Record<GurpsHitLocationId, string>> = {
  eye: 'eyes',
  skull: 'skull',
  face: 'face',
  'right-leg': 'right leg',
  'right-arm': 'right arm',
  torso: 'torso',
  groin: 'groin',
  'left-arm': 'left arm',
  'left-leg': 'left leg',
  hand: 'hands',
  foot: 'feet',
  neck: 'neck',
  vitals: 'vitals',
};

/** Each trait held, what it does in Lantern and its page, for the sheet and the stat block. */
export function traitLines(traits: GurpsTraits, nightVision = false): readonly TraitLine[] {
  const out: TraitLine[] = [];
  const add = (name: string, effect: string, source: string) => out.push({ name, effect, source });
  if (traits.combatReflexes) add('Combat Reflexes', '+1 to Dodge, Parry and Block', 'Basic Set p. B43');
  if (traits.enhancedDodge) add(`Enhanced Dodge ${traits.enhancedDodge}`, `+${traits.enhancedDodge} to Dodge`, 'Basic Set p. B51');
  if (traits.enhancedParry) add(`Enhanced Parry ${traits.enhancedParry}`, `+${traits.enhancedParry} to every Parry`, 'Basic Set p. B51');
  if (traits.enhancedBlock) add(`Enhanced Block ${traits.enhancedBlock}`, `+${traits.enhancedBlock} to Block`, 'Basic Set p. B51');
  if (traits.painThreshold === 'high') add('High Pain Threshold', 'no shock from wounds; +3 to HT against knockdown and stun', 'Basic Set p. B59');
  if (traits.painThreshold === 'low') add('Low Pain Threshold', 'shock doubled (to -8); -4 to HT against knockdown and stun', 'Basic Set p. B142');
  if (traits.fitness) {
    const f = FITNESS[traits.fitness];
    const rate = f.recovery.numerator > f.recovery.denominator ? 'twice as fast' : 'half as fast';
    add(f.label, `${signed(f.ht)} to every HT roll (not to HT itself); FP come back ${rate} at rest`, f.source);
  }
  if (traits.hardToKill) add(`Hard to Kill ${traits.hardToKill}`, `+${traits.hardToKill} to HT for death checks`, 'Basic Set p. B58');
  if (traits.hardToSubdue) add(`Hard to Subdue ${traits.hardToSubdue}`, `+${traits.hardToSubdue} to HT against falling unconscious, a major wound's knockout included (not its stun)`, 'Basic Set p. B59');
  for (const d of traits.damageResistance ?? []) {
    const where = d.locations.length === 0 ? 'everywhere' : `on the ${d.locations.map((l) => LOCATION_WORDS[l]).join(', ')}`;
    add(`Damage Resistance ${d.dr}`, `DR ${d.dr} ${where}, on top of armour`, 'Basic Set p. B46');
  }
  if (traits.extraAttack) add(`Extra Attack ${traits.extraAttack}`, `${attacksPerTurn(traits)} attacks on an Attack or All-Out Attack turn`, 'Basic Set p. B53');
  if (traits.strikingSt) add(`Striking ST ${signed(traits.strikingSt)}`, `thrust and swing damage as for ST ${signed(traits.strikingSt)}`, 'Basic Set p. B88');
  if (nightVision) add('Night Vision', 'no darkness penalty short of total darkness', 'Basic Set p. B71');
  if (traits.darkVision) add('Dark Vision', 'no darkness penalty at all, even in total darkness', 'Basic Set p. B47');
  return out;
}
