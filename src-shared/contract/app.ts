import { z } from 'zod';
import { defineDomain, gmAndPlayers } from './define';

export const app = defineDomain('app', {
  info: {
    kind: 'query',
    roles: gmAndPlayers,
    summary: 'Version of the app, the campaign file in use and its schema version.',
    input: z.object({}).strict(),
    output: z.object({
      name: z.string(),
      version: z.string(),
      dataFile: z.string(),
      schemaVersion: z.number().int(),
      host: z.enum(['electron', 'http']),
    }),
  },
});
