import { someAttackPart, someNewCharacterPart, type SystemUi } from '../system-ui';
import { GurpsAttackForm } from './AttackForm';
import { attackRecord, forTarget, freshAttack, isRanged, type GurpsAttackDraft } from './attack-draft';
import { FeatsPanel } from './feats/FeatsPanel';
import { BestiaryImport } from './gcs/BestiaryImport';
import { FirstPartyImport } from './gcs/FirstPartyImport';
import { RosterImport } from './gcs/RosterImport';
import { GurpsSheet } from './GurpsSheet';
import { gurpsManeuvers } from './maneuver';
import { gurpsNewCharacter } from './new-character';
import { gurpsStatBlock } from './stat-block';

export const gurpsUi: SystemUi = {
  presets: [
    { id: 'gurps', label: 'GURPS Lite', options: {} },
    { id: 'gurps-gulliver', label: 'GURPS Lite + GULLIVER', options: { gulliver: true } },
  ],
  Sheet: GurpsSheet,
  memberTabs: [{ id: 'feats', label: 'Feats', Panel: FeatsPanel }],
  newCharacter: someNewCharacterPart(gurpsNewCharacter),
  statBlock: gurpsStatBlock,
  attack: someAttackPart<GurpsAttackDraft>({
    fresh: freshAttack,
    Form: GurpsAttackForm,
    forActor: (d) => ({ ...d, weapon: 0, rangeYards: '' }),
    forTarget,
    record: attackRecord,
    missing: (d, actor) => (isRanged(actor?.attacks[d.weapon]) && d.rangeYards.trim() === '' ? 'A ranged attack needs its range: type it in yards.' : null),
    submitLabel: () => 'Roll attack',
  }),
  maneuver: gurpsManeuvers,
  defend: { label: 'All-Out Defense (Dodge +2)', maneuver: { maneuver: 'all-out-defense', option: 'increased-defense', defense: 'dodge' } },
  fileImport: { Roster: RosterImport, FirstParty: FirstPartyImport, Bestiary: BestiaryImport },
  gmRoll: { dice: '3d6', examples: 'Fright Check, reaction…', under: 'Succeeds at or under' },
  readiesShields: true,
};
