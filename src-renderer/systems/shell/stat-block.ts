import { isDraft, recordAt, rowPaths, rowsAt, text, value, withValues } from '../common/stat-block-draft';
import type { StatBlockPart } from '../system-ui';
import { ShellBlock } from './StatBlockEditor';

const ATTRIBUTES = ['st', 'ag', 'iq'];
const NUMBERS = ['hp', 'end', 'ht', 'wp', 'combatLevel', 'dr', 'bodyWeightLb'] as const;
const WEAPON_NUMBERS = ['skill', 'add', 'minStrength'] as const;
const SHIELD_NUMBERS = ['pr', 'hp'] as const;

export const shellStatBlock: StatBlockPart = {
  Editor: ShellBlock,
  toDraft: (block) => {
    const b = structuredClone(block);
    return {
      ...withValues(b, NUMBERS, text),
      attributes: withValues(recordAt(b, 'attributes'), ATTRIBUTES, text),
      weapons: rowsAt(b, 'weapons').map((w) => withValues(w, WEAPON_NUMBERS, text)),
      ...(isDraft(b.shield) && { shield: withValues(b.shield, SHIELD_NUMBERS, text) }),
    };
  },
  fromDraft: (d) => ({
    ...withValues(d, NUMBERS, value),
    attributes: withValues(recordAt(d, 'attributes'), ATTRIBUTES, value),
    weapons: rowsAt(d, 'weapons').map((w) => withValues(w, WEAPON_NUMBERS, value)),
    ...(isDraft(d.shield) && { shield: withValues(d.shield, SHIELD_NUMBERS, value) }),
  }),
  blank: () => ({
    attributes: { st: '10', ag: '10', iq: '10' },
    hp: '',
    combatLevel: '1',
    dr: '0',
    bodyWeightLb: '150',
    weapons: [{ name: 'Sword', skill: '1', add: '0', type: 'cutting' }],
  }),
  fields: (prefix = 'statBlock') => [
    ...ATTRIBUTES.map((k) => `${prefix}.attributes.${k}`),
    ...NUMBERS.map((k) => `${prefix}.${k}`),
    ...rowPaths(prefix, 'weapons', 8, ['name', 'skill', 'add', 'type']),
    `${prefix}.shield.name`,
    `${prefix}.shield.pr`,
    `${prefix}.shield.hp`,
    `${prefix}.weapons`,
    `${prefix}.attributes`,
    prefix,
  ],
};
