import type { CombatantView, RulesSystem } from '../../../src-shared/contract';
import { typed } from './format';

// What the attack form holds while the GM fills it in, per system, and the attack
// record each system's rules read from it (see combat-schemas.ts).

export interface ModifierDraft {
  label: string;
  value: string;
}

export interface GurpsDraft {
  weapon: number;
  location: string;
  rangeYards: string;
  modifiers: ModifierDraft[];
  /** "dodge", "parry-0" (with the defender's first weapon), "block" or "none". */
  defense: string;
  retreat: boolean;
  /** Under All-Out Defense (Double Defense): the defense tried after a failed one. */
  second: '' | 'dodge' | 'parry' | 'block';
}

export interface ShellDraft {
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

export interface BfrpgDraft {
  with: string;
  outcome: 'hit' | 'miss';
  damage: string;
}

export interface Drafts {
  gurps: GurpsDraft;
  shell: ShellDraft;
  bfrpg: BfrpgDraft;
}

export const freshDrafts = (): Drafts => ({
  gurps: { weapon: 0, location: 'torso', rangeYards: '', modifiers: [], defense: 'dodge', retreat: false, second: '' },
  shell: {
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
  },
  bfrpg: { with: '', outcome: 'hit', damage: '' },
});

/** A weapon the combatant shoots or throws: its line names a range (GURPS 1/2D, Shell speed and range). */
export function isRanged(system: RulesSystem, attack: CombatantView['attacks'][number] | undefined): boolean {
  if (!attack) return false;
  return system === 'gurps' ? /1\/2D/.test(attack.detail) : system === 'shell' ? /speed \d+, range/.test(attack.detail) : false;
}

const modifiers = (rows: ModifierDraft[]) =>
  rows.filter((m) => m.label.trim() !== '' || m.value.trim() !== '').map((m) => ({ label: m.label.trim() || 'Other', value: typed(m.value) ?? 0 }));

/** The attack record the campaign's rules check: what goes to combat.preview and combat.attack. */
export function attackRecord(system: RulesSystem, drafts: Drafts, attacker: CombatantView | null): Record<string, unknown> {
  if (system === 'gurps') {
    const d = drafts.gurps;
    const [kind, parryWith] = d.defense.split('-');
    const range = typed(d.rangeYards);
    return {
      weapon: d.weapon,
      location: d.location,
      ...(isRanged(system, attacker?.attacks[d.weapon]) && range !== undefined && { rangeYards: range }),
      modifiers: modifiers(d.modifiers),
      defense: { kind, retreat: d.retreat, weapon: parryWith ? Number(parryWith) : 0, ...(d.second && { second: d.second }) },
    };
  }
  if (system === 'shell') {
    const d = drafts.shell;
    const range = typed(d.rangeUnits);
    return {
      action: d.action,
      ...(d.action === 'close-in' && { entryBlock: d.entryBlock }),
      weapon: d.weapon,
      target: d.target,
      defense: d.defense,
      ...(d.defense === 'block' && { blockWith: d.blockWith }),
      movedUnits: typed(d.movedUnits) ?? 0,
      ...(isRanged(system, attacker?.attacks[d.weapon]) && range !== undefined && { rangeUnits: range }),
      aimTurns: d.aimTurns,
      nonLethal: d.nonLethal,
      modifiers: modifiers(d.modifiers),
    };
  }
  const d = drafts.bfrpg;
  return { with: d.with.trim(), outcome: d.outcome, ...(d.outcome === 'hit' && d.damage.trim() !== '' && { damage: d.damage.trim() }) };
}
