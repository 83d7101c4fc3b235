import type { z } from 'zod';

// Every refusal names the file, the place in it and the reason, so a GM can open
// the file in GCS (or a text editor) and find what Lantern could not read.

export type JsonPath = readonly (string | number)[];

/** "skills[3].calc.level"; the empty path is the file as a whole. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out === '' ? '(the whole file)' : out;
}

export class GcsImportError extends Error {
  readonly path: string;

  constructor(
    readonly fileName: string,
    /** The same place as `path`, step by step, for an API error's path. */
    readonly steps: JsonPath,
    readonly reason: string,
  ) {
    const where = formatPath(steps);
    super(`${fileName}: ${where}: ${reason}`);
    this.name = 'GcsImportError';
    this.path = where;
  }
}

/** Throws when `ok` is false; the translators call it where a figure is read. */
export type Check = (ok: boolean, path: JsonPath, reason: string) => asserts ok;

export function checker(fileName: string): Check {
  return (ok, path, reason) => {
    if (!ok) throw new GcsImportError(fileName, path, reason);
  };
}

/**
 * The value as Lantern's own schema reads it. Every figure was checked with its
 * GCS path on the way in, so a refusal here is Lantern's limit, named by the
 * place in Lantern's record (`where`, such as "(Lantern sheet)").
 */
export function keptBy<T>(schema: z.ZodType<T>, value: unknown, fileName: string, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new GcsImportError(fileName, [where, ...(issue.path as JsonPath)], `Lantern cannot keep this: ${issue.message}`);
}
