import { rowPaths, text, value, withValues } from '../common/stat-block-draft';
import type { StatBlockDraft as Draft, StatBlockPart } from '../system-ui';
import { BfrpgBlock } from './StatBlockEditor';

const NUMBERS = ['hitDice', 'hp', 'ac', 'morale'] as const;

export const bfrpgStatBlock: StatBlockPart = {
  Editor: BfrpgBlock,
  toDraft: (block) => {
    const b = structuredClone(block);
    return { ...withValues(b, NUMBERS, text), attacks: b.attacks ?? [] };
  },
  fromDraft: (d: Draft) => withValues(d, NUMBERS, value),
  blank: () => ({ hitDice: '1', hp: '', ac: '12', attacks: [{ name: 'Weapon', damage: '1d6' }], morale: '7' }),
  fields: (prefix = 'statBlock') => [...NUMBERS.map((k) => `${prefix}.${k}`), ...rowPaths(prefix, 'attacks', 6, ['name', 'damage']), `${prefix}.attacks`, prefix],
};
