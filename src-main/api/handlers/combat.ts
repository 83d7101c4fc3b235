import type { bestiary, combat } from '../../../src-shared/contract';
import type { BestiaryService } from '../../services/bestiary';
import type { CombatService } from '../../services/combat';
import type { GcsImportService } from '../../services/gcs-import';
import type { HandlersFor } from '../router';

export const combatHandlers = (c: CombatService, b: BestiaryService, gcs: GcsImportService): HandlersFor<typeof combat & typeof bestiary> => ({
  'combat.current': (input) => c.current(input),
  'combat.reference': (input) => c.reference(input),
  'combat.state': (input) => c.state(input),
  'combat.start': (input) => c.start(input),
  'combat.add': (input) => c.add(input),
  'combat.maneuver': (input) => c.maneuver(input),
  'combat.ability': (input) => c.ability(input),
  'combat.preview': (input) => c.preview(input),
  'combat.attack': (input) => c.attack(input),
  'combat.adjust': (input) => c.adjust(input),
  'combat.condition': (input) => c.condition(input),
  'combat.note': (input) => c.note(input),
  'combat.next': (input) => c.next(input),
  'combat.endRound': (input) => c.endRound(input),
  'combat.end': (input) => c.end(input),
  'combat.recoverMissiles': (input) => c.recoverMissiles(input),
  'bestiary.list': (input) => b.list(input),
  'bestiary.save': (input) => b.save(input),
  'bestiary.delete': (input) => b.delete(input),
  'bestiary.export': (input) => b.exportFile(input),
  'bestiary.import': (input) => b.importFile(input),
  'bestiary.addBundled': (input) => b.addBundled(input),
  'bestiary.importGcs': (input) => gcs.importMonsters(input),
});
