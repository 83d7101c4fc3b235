import { isDraft, recordAt, rowPaths, rowsAt, text, value, withValues } from '../common/stat-block-draft';
import type { StatBlockPart } from '../system-ui';
import { GurpsBlock } from './StatBlockEditor';

const ATTRIBUTES = ['st', 'dx', 'iq', 'ht'];
const NUMBERS = ['hp', 'fp', 'basicSpeed', 'dodge', 'block', 'dr', 'sm', 'linearScale'] as const;
const WEAPON_NUMBERS = ['skill'] as const;
const RANGED_NUMBERS = ['acc', 'halfDamage', 'max', 'bulk'] as const;

export const gurpsStatBlock: StatBlockPart = {
  Editor: GurpsBlock,
  toDraft: (block) => {
    const b = structuredClone(block);
    return {
      ...withValues(b, NUMBERS, text),
      attributes: withValues(recordAt(b, 'attributes'), ATTRIBUTES, text),
      weapons: rowsAt(b, 'weapons').map((w) => ({
        ...withValues(w, WEAPON_NUMBERS, text),
        parry: text(w.parry === undefined ? 0 : w.parry),
        ...(isDraft(w.ranged) && { ranged: withValues(w.ranged, RANGED_NUMBERS, text) }),
      })),
    };
  },
  fromDraft: (d) => ({
    ...withValues(d, NUMBERS, value),
    attributes: withValues(recordAt(d, 'attributes'), ATTRIBUTES, value),
    weapons: rowsAt(d, 'weapons').map((w) => ({
      ...withValues(w, WEAPON_NUMBERS, value),
      // An empty parry box: the weapon cannot parry.
      parry: String(w.parry).trim() === '' ? null : value(w.parry),
      ...(isDraft(w.ranged) && { ranged: withValues(w.ranged, RANGED_NUMBERS, value) }),
    })),
  }),
  blank: () => ({
    attributes: { st: '10', dx: '10', iq: '10', ht: '10' },
    hp: '',
    dr: '0',
    weapons: [{ name: 'Sword', skill: '12', damage: 'sw', type: 'cut', parry: '0', unbalanced: false }],
  }),
  fields: (prefix = 'statBlock') => [
    ...ATTRIBUTES.map((k) => `${prefix}.attributes.${k}`),
    ...NUMBERS.map((k) => `${prefix}.${k}`),
    ...rowPaths(prefix, 'weapons', 8, ['name', 'skill', 'damage', 'type', 'parry', 'unbalanced', ...RANGED_NUMBERS.map((k) => `ranged.${k}`), 'ranged']),
    `${prefix}.weapons`,
    `${prefix}.attributes`,
    `${prefix}.shield`,
    `${prefix}.traits`,
    `${prefix}.traits.painThreshold`,
    prefix,
  ],
};
