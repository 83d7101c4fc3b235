import type { clock, dungeon, effect, light, spell } from '../../../src-shared/contract';
import type { DungeonService } from '../../services/dungeon';
import type { HandlersFor } from '../router';

export const dungeonHandlers = (d: DungeonService): HandlersFor<typeof clock & typeof light & typeof effect & typeof spell & typeof dungeon> => ({
  'clock.advance': (input) => d.advance(input),
  'light.light': (input) => d.light(input),
  'light.snuff': (input) => d.snuff(input),
  'light.relight': (input) => d.relight(input),
  'light.refuel': (input) => d.refuel(input),
  'light.reveal': (input) => d.reveal(input),
  'light.correct': (input) => d.correct(input),
  'effect.add': (input) => d.effects.add(input),
  'effect.remove': (input) => d.effects.remove(input),
  'spell.add': (input) => d.spells.add(input),
  'spell.prepare': (input) => d.spells.prepareDay(input),
  'spell.cast': (input) => d.spells.cast(input),
  'dungeon.state': (input) => d.state(input),
  'dungeon.searchTraps': (input) => d.searchTraps(input),
  'dungeon.searchSecretDoors': (input) => d.searchSecretDoors(input),
  'dungeon.listen': (input) => d.listen(input),
  'dungeon.forceDoor': (input) => d.forceDoor(input),
  'dungeon.move': (input) => d.move(input),
  'dungeon.rest': (input) => d.rest(input),
  'dungeon.wanderingCheck': (input) => d.wanderingCheck(input),
  'dungeon.setEncounterTable': (input) => d.setEncounterTable(input),
});
