import { z } from 'zod';
import { thousands } from '../thousands';

// GCS (GURPS Character Sheet) files as the renderer sends them: each file's name
// and text, several at once. The limits keep a call inside what the hosts take
// (the HTTP host reads at most 1 MB a request) and the parse well under a second.

/** A GCS 5 sheet with a portrait runs to a few hundred KB; no real one comes near this. */
export const MAX_GCS_TEXT = 900_000;
export const MAX_GCS_FILES = 20;

export const gcsFile = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    text: z.string().max(MAX_GCS_TEXT, `must be at most ${thousands(MAX_GCS_TEXT)} characters`),
  })
  .strict();

export const gcsFiles = z.array(gcsFile).min(1, 'must hold at least one file').max(MAX_GCS_FILES, `must be at most ${MAX_GCS_FILES} files`);

/** A figure the file stored that Lantern's rules work out otherwise, with both values and Lantern's formula. */
export const gcsDifference = z.object({
  key: z.string(),
  label: z.string(),
  file: z.union([z.number(), z.string()]),
  lantern: z.union([z.number(), z.string()]),
  formula: z.string(),
  message: z.string(),
});
export type GcsDifference = z.infer<typeof gcsDifference>;

/** One figure an update from a GCS file changes: as the member has it, and as the file has it. */
export const gcsChange = z.object({ label: z.string(), from: z.string(), to: z.string() });
export type GcsChange = z.infer<typeof gcsChange>;
