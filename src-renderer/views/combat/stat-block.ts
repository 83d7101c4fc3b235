import type { RulesSystem } from '../../../src-shared/contract';
import { typed } from './format';

// A foe's stat block as the editor holds it: the record the campaign's rules check
// (combat-schemas.ts), with every number kept as the text typed so a half-typed value
// is not lost. Fields the form does not show travel through untouched.

export type Draft = Record<string, any>;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** The typed text back to a value; an empty box leaves the field out. */
const value = (v: unknown) => (typeof v === 'string' ? typed(v) : v);

function withValues(record: Draft, keys: readonly string[], convert: (v: unknown) => unknown): Draft {
  const out: Draft = { ...record };
  for (const k of keys) {
    const v = convert(out[k]);
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

const BFRPG_NUMBERS = ['hitDice', 'hp', 'ac', 'morale'] as const;
const GURPS_NUMBERS = ['hp', 'fp', 'basicSpeed', 'dodge', 'block', 'dr', 'sm', 'linearScale'] as const;
const GURPS_WEAPON_NUMBERS = ['skill'] as const;
const GURPS_RANGED_NUMBERS = ['acc', 'halfDamage', 'max', 'bulk'] as const;
const SHELL_NUMBERS = ['hp', 'end', 'ht', 'wp', 'combatLevel', 'dr', 'bodyWeightLb'] as const;
const SHELL_WEAPON_NUMBERS = ['skill', 'add', 'minStrength'] as const;
const SHELL_SHIELD_NUMBERS = ['pr', 'hp'] as const;

/** A stat block from the server, ready for the form. */
export function toDraft(system: RulesSystem, block: Draft): Draft {
  const b = structuredClone(block);
  if (system === 'bfrpg') return { ...withValues(b, BFRPG_NUMBERS, text), attacks: b.attacks ?? [] };
  if (system === 'gurps') {
    return {
      ...withValues(b, GURPS_NUMBERS, text),
      attributes: withValues(b.attributes ?? {}, ['st', 'dx', 'iq', 'ht'], text),
      weapons: (b.weapons ?? []).map((w: Draft) => ({
        ...withValues(w, GURPS_WEAPON_NUMBERS, text),
        parry: text(w.parry === undefined ? 0 : w.parry),
        ...(w.ranged && { ranged: withValues(w.ranged, GURPS_RANGED_NUMBERS, text) }),
      })),
    };
  }
  return {
    ...withValues(b, SHELL_NUMBERS, text),
    attributes: withValues(b.attributes ?? {}, ['st', 'ag', 'iq'], text),
    weapons: (b.weapons ?? []).map((w: Draft) => withValues(w, SHELL_WEAPON_NUMBERS, text)),
    ...(b.shield && { shield: withValues(b.shield, SHELL_SHIELD_NUMBERS, text) }),
  };
}

/** The form's draft as the record the server checks. */
export function fromDraft(system: RulesSystem, d: Draft): Draft {
  if (system === 'bfrpg') return withValues(d, BFRPG_NUMBERS, value);
  if (system === 'gurps') {
    return {
      ...withValues(d, GURPS_NUMBERS, value),
      attributes: withValues(d.attributes, ['st', 'dx', 'iq', 'ht'], value),
      weapons: d.weapons.map((w: Draft) => ({
        ...withValues(w, GURPS_WEAPON_NUMBERS, value),
        // An empty parry box: the weapon cannot parry.
        parry: String(w.parry).trim() === '' ? null : value(w.parry),
        ...(w.ranged && { ranged: withValues(w.ranged, GURPS_RANGED_NUMBERS, value) }),
      })),
    };
  }
  return {
    ...withValues(d, SHELL_NUMBERS, value),
    attributes: withValues(d.attributes, ['st', 'ag', 'iq'], value),
    weapons: d.weapons.map((w: Draft) => withValues(w, SHELL_WEAPON_NUMBERS, value)),
    ...(d.shield && { shield: withValues(d.shield, SHELL_SHIELD_NUMBERS, value) }),
  };
}

/** A new foe's stat block, a plain fighter of each system to start from. */
export function blankDraft(system: RulesSystem): Draft {
  if (system === 'bfrpg') return { hitDice: '1', hp: '', ac: '12', attacks: [{ name: 'Weapon', damage: '1d6' }], morale: '7' };
  if (system === 'gurps') {
    return {
      attributes: { st: '10', dx: '10', iq: '10', ht: '10' },
      hp: '',
      dr: '0',
      weapons: [{ name: 'Sword', skill: '12', damage: 'sw', type: 'cut', parry: '0', unbalanced: false }],
    };
  }
  return {
    attributes: { st: '10', ag: '10', iq: '10' },
    hp: '',
    combatLevel: '1',
    dr: '0',
    bodyWeightLb: '150',
    weapons: [{ name: 'Sword', skill: '1', add: '0', type: 'cutting' }],
  };
}

/** Every field path the editor shows an error under, most specific first, the whole record last. */
export function statBlockFields(system: RulesSystem, prefix = 'statBlock'): string[] {
  const rows = (list: string, n: number, keys: string[]) =>
    Array.from({ length: n }, (_, i) => [...keys.map((k) => `${prefix}.${list}.${i}.${k}`), `${prefix}.${list}.${i}`]).flat();
  if (system === 'bfrpg') return [...BFRPG_NUMBERS.map((k) => `${prefix}.${k}`), ...rows('attacks', 6, ['name', 'damage']), `${prefix}.attacks`, prefix];
  if (system === 'gurps') {
    return [
      ...['st', 'dx', 'iq', 'ht'].map((k) => `${prefix}.attributes.${k}`),
      ...GURPS_NUMBERS.map((k) => `${prefix}.${k}`),
      ...rows('weapons', 8, ['name', 'skill', 'damage', 'type', 'parry', 'unbalanced', ...GURPS_RANGED_NUMBERS.map((k) => `ranged.${k}`), 'ranged']),
      `${prefix}.weapons`,
      `${prefix}.attributes`,
      prefix,
    ];
  }
  return [
    ...['st', 'ag', 'iq'].map((k) => `${prefix}.attributes.${k}`),
    ...SHELL_NUMBERS.map((k) => `${prefix}.${k}`),
    ...rows('weapons', 8, ['name', 'skill', 'add', 'type']),
    `${prefix}.shield.name`,
    `${prefix}.shield.pr`,
    `${prefix}.shield.hp`,
    `${prefix}.weapons`,
    `${prefix}.attributes`,
    prefix,
  ];
}
