import { someAttackPart, someNewCharacterPart, type SystemUi } from '../system-ui';
import { ShellAttackForm } from './AttackForm';
import { attackRecord, forTarget, freshAttack, isRanged, type ShellAttackDraft } from './attack-draft';
import { shellStances } from './maneuver';
import { shellNewCharacter } from './new-character';
import { ShellSheet } from './ShellSheet';
import { shellStatBlock } from './stat-block';

export const shellUi: SystemUi = {
  presets: [{ id: 'shell', label: 'The Shell System', options: {} }],
  Sheet: ShellSheet,
  memberTabs: [],
  newCharacter: someNewCharacterPart(shellNewCharacter),
  statBlock: shellStatBlock,
  attack: someAttackPart<ShellAttackDraft>({
    fresh: freshAttack,
    Form: ShellAttackForm,
    forActor: (d) => ({ ...d, weapon: 0, rangeUnits: '', aimTurns: 0 }),
    forTarget,
    record: attackRecord,
    missing: (d, actor) =>
      d.action === 'strike' && isRanged(actor?.attacks[d.weapon]) && d.rangeUnits.trim() === '' ? 'A ranged attack needs its range: type it in units.' : null,
    submitLabel: () => 'Roll attack',
  }),
  maneuver: shellStances,
  defend: { label: 'Defend', maneuver: { maneuver: 'defend' } },
  fileImport: null,
  gmRoll: { dice: '3d6', examples: 'Attribute roll, skill roll…', under: 'Succeeds at or under' },
  readiesShields: false,
};
