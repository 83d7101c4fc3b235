import type { clock, dungeon, effect, level, light } from '../../../src-shared/contract';
import type { DungeonService } from '../../services/dungeon';
import type { HandlersFor } from '../router';

export const dungeonHandlers = (d: DungeonService): HandlersFor<typeof clock & typeof light & typeof effect & typeof dungeon> => ({
  'clock.advance': (input) => d.advance(input),
  'light.light': (input) => d.light(input),
  'light.snuff': (input) => d.snuff(input),
  'light.relight': (input) => d.relight(input),
  'light.refuel': (input) => d.refuel(input),
  'light.reveal': (input) => d.reveal(input),
  'light.correct': (input) => d.correct(input),
  'effect.add': (input) => d.effects.add(input),
  'effect.remove': (input) => d.effects.remove(input),
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

export const levelHandlers = (d: DungeonService): HandlersFor<typeof level> => ({
  'level.list': (input) => d.levels.list(input),
  'level.get': (input) => d.levels.get(input),
  'level.map': (input) => d.map(input),
  'level.image': (input) => d.levels.image(input),
  'level.export': (input) => d.levels.exportLevel(input),
  'level.create': (input) => d.levels.create(input),
  'level.import': (input) => d.levels.importLevel(input),
  'level.remove': (input) => d.levels.remove(input),
  'level.paint': (input) => d.levels.paint(input),
  'level.setImage': (input) => d.levels.setImage(input),
  'level.saveArea': (input) => d.levels.saveArea(input),
  'level.removeArea': (input) => d.levels.removeArea(input),
  'level.ruleArea': (input) => d.levels.ruleArea(input),
  'level.showArea': (input) => d.levels.showArea(input),
  'level.enter': (input) => d.place.enter(input),
  'level.leave': (input) => d.place.leave(input),
  'level.walk': (input) => d.place.walk(input),
  'level.openDoor': (input) => d.place.openDoor(input),
  'level.searchTraps': (input) => d.place.searchTraps(input),
  'level.searchWall': (input) => d.place.searchWall(input),
  'level.listen': (input) => d.place.listen(input),
  'level.forceDoor': (input) => d.place.forceDoor(input),
});
