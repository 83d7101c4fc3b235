import { rowPaths, text, value, withValues } from '../common/stat-block-draft';
import type { StatBlockDraft as Draft, StatBlockPart } from '../system-ui';
import { BfrpgBlock } from './StatBlockEditor';

const NUMBERS = ['hitDice', 'hp', 'ac', 'morale'] as const;

export const bfrpgStatBlock: StatBlockPart = {
  Editor: BfrpgBlock,
  toDraft: (block) => {
    const b = structuredClone(block);
    // An older block counts its asterisks apart; the editor shows them where the book prints them, after the Hit Dice.
    if (typeof b.hitDice === 'number' && typeof b.specials === 'number' && b.specials > 0) {
      b.hitDice = `${b.hitDice < 1 ? '½' : b.hitDice}${'*'.repeat(b.specials)}`;
      delete b.specials;
    }
    return { ...withValues(b, NUMBERS, text), attacks: b.attacks ?? [] };
  },
  fromDraft: (d: Draft) => withValues(d, NUMBERS, value),
  blank: () => ({ hitDice: '1', hp: '', ac: '12', attacks: [{ name: 'Weapon', damage: '1d6' }], morale: '7' }),
  fields: (prefix = 'statBlock') => [...NUMBERS.map((k) => `${prefix}.${k}`), `${prefix}.turnedAs`, ...rowPaths(prefix, 'attacks', 6, ['name', 'damage']), `${prefix}.attacks`, prefix],
};
