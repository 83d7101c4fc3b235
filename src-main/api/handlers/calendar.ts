import type { calendar } from '../../../src-shared/contract';
import type { CalendarService } from '../../services/calendar';
import type { HandlersFor } from '../router';

export const calendarHandlers = (c: CalendarService): HandlersFor<typeof calendar> => ({
  'calendar.get': (input) => c.get(input.campaignId),
  'calendar.set': (input) => c.set(input),
  'calendar.addNote': (input) => c.addNote(input),
  'calendar.removeNote': (input) => c.removeNote(input),
});
