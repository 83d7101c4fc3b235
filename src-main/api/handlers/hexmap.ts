import type { hexmap, journey } from '../../../src-shared/contract';
import type { JourneyService } from '../../services/journeys';
import type { RegionService } from '../../services/regions';
import type { HandlersFor } from '../router';

export const hexmapHandlers = (regions: RegionService, journeys: JourneyService): HandlersFor<typeof hexmap & typeof journey> => ({
  'hexmap.list': (input) => regions.list(input),
  'hexmap.get': (input) => regions.get(input),
  'hexmap.create': (input) => regions.create(input),
  'hexmap.paint': (input) => regions.paint(input),
  'hexmap.resize': (input) => regions.resize(input),
  'hexmap.keys': (input) => regions.keys(input),
  'hexmap.setKey': (input) => regions.setKey(input),
  'hexmap.setHexStatus': (input) => regions.setHexStatus(input),
  'hexmap.showKey': (input) => regions.showKey(input),
  'hexmap.shownText': (input) => regions.shownText(input),
  'hexmap.annotate': (input) => regions.annotate(input),
  'hexmap.export': (input) => regions.exportRegion(input),
  'hexmap.import': (input) => regions.importRegion(input),
  'journey.plan': (input) => journeys.plan(input),
  'journey.get': (input) => journeys.get(input),
  'journey.latest': (input) => journeys.latest(input),
  'journey.reroll': (input) => journeys.reroll(input),
  'journey.lock': (input) => journeys.lock(input),
  'journey.commit': (input) => journeys.commit(input),
  'journey.place': (input) => journeys.place(input),
});
