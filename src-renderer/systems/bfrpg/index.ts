import { someAttackPart, someNewCharacterPart, type SystemUi } from '../system-ui';
import { BfrpgAttackForm } from './AttackForm';
import { attackRecord, forActor, freshAttack, missing, type BfrpgAttackDraft } from './attack-draft';
import { BfrpgSheet } from './BfrpgSheet';
import { bfrpgNewCharacter } from './new-character';
import { bfrpgStatBlock } from './stat-block';

export const bfrpgUi: SystemUi = {
  presets: [{ id: 'bfrpg', label: 'Basic Fantasy RPG', options: {} }],
  Sheet: BfrpgSheet,
  memberTabs: [],
  newCharacter: someNewCharacterPart(bfrpgNewCharacter),
  statBlock: bfrpgStatBlock,
  attack: someAttackPart<BfrpgAttackDraft>({
    fresh: freshAttack,
    Form: BfrpgAttackForm,
    forActor,
    forTarget: (d) => d,
    record: attackRecord,
    missing,
    submitLabel: (d) => (d.mode === 'rules' ? 'Attack' : `Record ${d.mode}`),
  }),
  // Basic Fantasy declares nothing before attacking; the GM sets conditions by hand.
  maneuver: null,
  defend: { label: 'conditions', maneuver: null },
  fileImport: null,
  gmRoll: { dice: '1d20', examples: 'Saving throw, reaction…', under: null },
  readiesShields: false,
};
