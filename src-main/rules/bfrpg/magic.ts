import type { BfrpgCharacterSheet } from '../../../src-shared/contract';
import type { CharacterProfile, MagicRules } from '../ruleset';
import { casterKinds, spellSlots } from './spells-per-day';

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const CLASS_NAME = { cleric: 'Cleric', 'magic-user': 'Magic-User' } as const;

const sheetOf = (c: CharacterProfile) => c.sheet as BfrpgCharacterSheet | undefined;

/** An animal's or a vehicle's sheet has no class, and no spells a day. */
const slotsOf = (character: CharacterProfile): readonly number[] => {
  const sheet = sheetOf(character);
  return sheet?.class ? (spellSlots(sheet.class, sheet.level)[0]?.perDay ?? []) : [];
};

/** Basic Fantasy casters prepare spells a day by supplement A21; a spell is on the Cleric's or the Magic-User's list. */
export const bfrpgMagic: MagicRules = {
  source: 'Basic Fantasy spells per day, supplement A21',
  slots: (character) => slotsOf(character),
  refusal(character, spell) {
    const sheet = sheetOf(character);
    if (!sheet?.class) return 'has no Basic Fantasy class';
    const kinds = casterKinds(sheet.class);
    if (spell.casterClass === null || !kinds.includes(spell.casterClass)) {
      return `a ${sheet.class} cannot cast ${spell.casterClass ? `${CLASS_NAME[spell.casterClass]} ` : ''}spells (supplement A21)`;
    }
    const perDay = slotsOf(character);
    if ((perDay[spell.level - 1] ?? 0) === 0) {
      return `a level ${sheet.level} ${sheet.class} cannot cast ${ordinal(spell.level)}-level spells (supplement A21)`;
    }
    return null;
  },
  checkSpell(spell) {
    if (spell.casterClass === null) return { field: 'casterClass', reason: 'say whose list it is on: cleric or magic-user' };
    if (spell.level < 1 || spell.level > 6) return { field: 'level', reason: 'must be 1 to 6: Basic Fantasy spells go up to 6th level (supplement A21)' };
    return null;
  },
  casterLevel: (character) => sheetOf(character)?.level ?? 1,
  poolCost: () => 0,
};
