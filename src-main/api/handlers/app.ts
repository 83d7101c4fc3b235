import type { app, MethodOutput } from '../../../src-shared/contract';
import type { HandlersFor } from '../router';

export const appHandlers = (info: () => MethodOutput<'app.info'>): HandlersFor<typeof app> => ({
  'app.info': () => info(),
});
