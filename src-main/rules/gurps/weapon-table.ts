import type { GurpsWeapon } from '../../../src-shared/contract';

// The melee weapons of the GURPS catalogue (resources/catalogue-gurps.json, by key), with the
// figures the Basic Set's Melee Weapon Table prints (pp. B271-B274; GURPS Lite's weapon tables
// carry the same lines, but the seed's copy, 000, is only the rules chapter). One home: a carried
// catalogue weapon is offered as an attack from these, and the GCS import reads the same "‡" rule.

/**
 * The table's "‡" after a minimum ST: two hands, and unready after each attack unless the wielder
 * has at least 1.5 times that ST, rounded up (the table's notes).
 */
export function unreadyAfterAttack(minSt: number, st: number): { readonly unready: boolean; readonly enough: number } {
  const enough = Math.ceil(minSt * 1.5);
  return { unready: st < enough, enough };
}

interface TableLine {
  /** The way of using it, when the weapon has more than one ("swing", "thrust"). */
  readonly usage?: string;
  readonly skill: string;
  readonly damage: string;
  readonly type: GurpsWeapon['type'];
  readonly parry: number;
  /** "U" after the Parry. */
  readonly unbalanced?: true;
  /** "F" after the Parry. */
  readonly fencing?: true;
  readonly minSt: number;
  /** "‡" after the ST. */
  readonly unreadyMark?: true;
}

const swingAndThrust = (skill: string, swing: string, swingType: GurpsWeapon['type'], thrust: string, thrustType: GurpsWeapon['type'], parry: number, minSt: number): TableLine[] => [
  { usage: 'swing', skill, damage: swing, type: swingType, parry, minSt },
  { usage: 'thrust', skill, damage: thrust, type: thrustType, parry, minSt },
];

export const MELEE_WEAPONS: Readonly<Record<string, readonly TableLine[]>> = {
  dagger: [{ skill: 'Knife', damage: 'thr-1', type: 'imp', parry: -1, minSt: 5 }],
  'large-knife': swingAndThrust('Knife', 'sw-2', 'cut', 'thr', 'imp', -1, 6),
  shortsword: swingAndThrust('Shortsword', 'sw', 'cut', 'thr', 'imp', 0, 8),
  broadsword: swingAndThrust('Broadsword', 'sw+1', 'cut', 'thr+1', 'cr', 0, 10),
  greatsword: swingAndThrust('Two-Handed Sword', 'sw+3', 'cut', 'thr+3', 'imp', 0, 12),
  rapier: [{ skill: 'Rapier', damage: 'thr+1', type: 'imp', parry: 0, fencing: true, minSt: 9 }],
  axe: [{ skill: 'Axe/Mace', damage: 'sw+2', type: 'cut', parry: 0, unbalanced: true, minSt: 11 }],
  'throwing-axe': [{ skill: 'Axe/Mace', damage: 'sw+2', type: 'cut', parry: 0, unbalanced: true, minSt: 11 }],
  'great-axe': [{ skill: 'Two-Handed Axe/Mace', damage: 'sw+3', type: 'cut', parry: 0, unbalanced: true, minSt: 12, unreadyMark: true }],
  mace: [{ skill: 'Axe/Mace', damage: 'sw+3', type: 'cr', parry: 0, unbalanced: true, minSt: 12 }],
  'small-mace': [{ skill: 'Axe/Mace', damage: 'sw+2', type: 'cr', parry: 0, unbalanced: true, minSt: 10 }],
  maul: [{ skill: 'Two-Handed Axe/Mace', damage: 'sw+4', type: 'cr', parry: 0, unbalanced: true, minSt: 13, unreadyMark: true }],
  spear: [{ skill: 'Spear', damage: 'thr+2', type: 'imp', parry: 0, minSt: 9 }],
  quarterstaff: swingAndThrust('Staff', 'sw+2', 'cr', 'thr+2', 'cr', 2, 7),
};

/** A carried catalogue weapon as the sheet's weapons, for a wielder of this ST; none when the table has no melee line for it. */
export function carriedWeapon(item: { readonly key: string; readonly name: string }, st: number): GurpsWeapon[] {
  const lines = MELEE_WEAPONS[item.key] ?? [];
  return lines.map((l) => ({
    name: l.usage ? `${item.name} (${l.usage})` : item.name,
    skill: l.skill,
    damage: l.damage,
    type: l.type,
    parry: l.parry,
    unbalanced: l.unbalanced ?? false,
    ...(l.fencing && { fencing: true }),
    ...(l.unreadyMark && unreadyAfterAttack(l.minSt, st).unready && { mustReady: true }),
  }));
}
