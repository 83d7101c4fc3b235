import type { weather } from '../../../src-shared/contract';
import type { WeatherService } from '../../services/weather';
import type { HandlersFor } from '../router';

export const weatherHandlers = (s: WeatherService): HandlersFor<typeof weather> => ({
  'weather.get': (input) => s.get(input),
  'weather.set': (input) => s.set(input),
  'weather.turn': (input) => s.turn(input),
  'weather.sight': (input) => s.sight(input),
  'weather.setSight': (input) => s.setSight(input),
  'weather.setClimate': (input) => s.setClimate(input),
});
