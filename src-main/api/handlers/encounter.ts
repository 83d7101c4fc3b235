import type { encounter } from '../../../src-shared/contract';
import type { EncounterService } from '../../services/encounters';
import type { HandlersFor } from '../router';

export const encounterHandlers = (e: EncounterService): HandlersFor<typeof encounter> => ({
  'encounter.current': (input) => e.current(input),
  'encounter.setDistance': (input) => e.setDistance(input),
  'encounter.setSurprise': (input) => e.setSurprise(input),
  'encounter.hideCount': (input) => e.hideCount(input),
  'encounter.resolve': (input) => e.resolve(input),
  'encounter.tables': (input) => e.tables(input),
  'encounter.saveTable': (input) => e.saveTable(input),
  'encounter.deleteTable': (input) => e.deleteTable(input),
  'encounter.exportTables': (input) => e.exportTables(input),
  'encounter.importTables': (input) => e.importTables(input),
});
