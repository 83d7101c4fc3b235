import type { CombatantView } from '../../../src-shared/contract';
import { typed } from '../../views/combat/format';
import { modifiers, type ModifierDraft } from '../common/attack-draft';

// What the Shell attack form holds while the GM fills it in, and the attack record
// the Shell rules read from it (see combat-schemas.ts).

export interface ShellAttackDraft {
  action: 'strike' | 'close-in' | 'takedown' | 'pin' | 'escape' | 'withdraw';
  entryBlock: 'none' | 'stop-thrust' | 'shield-block';
  weapon: number;
  target: string;
  defense: 'dodge' | 'block';
  blockWith: 'weapon' | 'shield';
  movedUnits: string;
  rangeUnits: string;
  aimTurns: number;
  nonLethal: boolean;
  modifiers: ModifierDraft[];
}

export const freshAttack = (): ShellAttackDraft => ({
  action: 'strike',
  entryBlock: 'none',
  weapon: 0,
  target: 'torso',
  defense: 'dodge',
  blockWith: 'weapon',
  movedUnits: '0',
  rangeUnits: '',
  aimTurns: 0,
  nonLethal: false,
  modifiers: [],
});

/** A weapon whose line gives a speed and a range is shot or thrown. */
export const isRanged = (attack: CombatantView['attacks'][number] | undefined) => (attack ? /speed \d+( \(low-tech\))?, range/.test(attack.detail) : false);

export function attackRecord(d: ShellAttackDraft, attacker: CombatantView | null): Record<string, unknown> {
  const range = typed(d.rangeUnits);
  return {
    action: d.action,
    ...(d.action === 'close-in' && { entryBlock: d.entryBlock }),
    weapon: d.weapon,
    target: d.target,
    defense: d.defense,
    ...(d.defense === 'block' && { blockWith: d.blockWith }),
    movedUnits: typed(d.movedUnits) ?? 0,
    ...(isRanged(attacker?.attacks[d.weapon]) && range !== undefined && { rangeUnits: range }),
    aimTurns: d.aimTurns,
    nonLethal: d.nonLethal,
    modifiers: modifiers(d.modifiers),
  };
}

/** A shield block against a target without a shield falls back to the weapon. */
export function forTarget(d: ShellAttackDraft, target: CombatantView | null): ShellAttackDraft {
  const shieldless = d.blockWith === 'shield' && !target?.defenses.some((x) => x.id === 'shield');
  return shieldless ? { ...d, blockWith: 'weapon' } : d;
}
