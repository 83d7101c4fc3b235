import { z } from 'zod';

/**
 * A query only reads; a mutation writes and is run by the router inside one
 * SQLite transaction, so a rejected or failing call leaves nothing behind.
 */
export type MethodKind = 'query' | 'mutation';

/**
 * Who is calling, as the host decides it: the GM (the desktop app, or the GM's
 * token in a browser) or the Players (the players' link).
 */
export const roles = ['gm', 'players'] as const;
export type Role = (typeof roles)[number];

/**
 * Whom a state is drawn for: the GM's whole view, or the players' screen with what the
 * table may see. The same two as the callers, so a players' caller always gets theirs.
 */
export type Audience = Role;
/** The audience a view asks for, the GM's unless it says. */
export const audienceField = z.enum(roles).default('gm');

/** Everything that writes, and every GM tool, is for the GM alone. */
export const gmOnly: readonly Role[] = ['gm'];
/** Reads the players' screen needs; the Players always get the players' version of the answer. */
export const gmAndPlayers: readonly Role[] = ['gm', 'players'];

export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  kind: MethodKind;
  /** The roles the host lets call this method; anyone else gets 403. */
  roles: readonly Role[];
  summary: string;
  input: I;
  output: O;
}

export type Method<N extends string = string, I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> =
  MethodSpec<I, O> & { name: N };

type Domain<D extends string, M extends Record<string, MethodSpec>> = {
  [K in keyof M & string as `${D}.${K}`]: M[K] extends MethodSpec<infer I, infer O> ? Method<`${D}.${K}`, I, O> : never;
};

/** Names each method `<domain>.<key>` so a name is written exactly once. */
export function defineDomain<const D extends string, const M extends Record<string, MethodSpec>>(
  domain: D,
  methods: M,
): Domain<D, M> {
  const out: Record<string, Method> = {};
  for (const [key, spec] of Object.entries(methods)) {
    const name = `${domain}.${key}`;
    out[name] = { ...spec, name };
  }
  return out as Domain<D, M>;
}

/**
 * The largest call a host takes, in bytes, sized from the contract's own limits: the
 * largest inputs it allows are a level read in whole (`level.import`: an edge for every
 * side of its 200 by 200 squares and its map image), `level.paint` (40,000 squares and
 * as many edges) and `hexmap.paint` (50,000 hexes). `tests/call-sizes.test.ts` sends
 * each of them, as large as the contract lets it be, through the HTTP host.
 */
export const MAX_CALL_BYTES = 64 * 1024 * 1024;
/** The players' link only reads: its calls are small, and the host takes no more of them. */
export const MAX_PLAYERS_CALL_BYTES = 64 * 1024;

export const errorCodes = [
  'invalid_input',
  'bad_json',
  'unknown_method',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  /** Where in the input the problem is, e.g. ["name"]; empty when it is the call as a whole. */
  path: z.array(z.union([z.string(), z.number()])),
  /** The message without the field it starts with, to show beside that field. */
  reason: z.string(),
});
export type ApiErrorBody = z.infer<typeof errorSchema>;

/**
 * An error body. A message names its field first ("name: must not be empty"), so
 * it reads on its own in a log or a script; `reason` is the same text without it.
 */
export function errorBody(code: ErrorCode, message: string, path: ApiErrorBody['path'] = []): ApiErrorBody {
  const field = `${path.join('.')}: `;
  return { code, message, path, reason: path.length > 0 && message.startsWith(field) ? message.slice(field.length) : message };
}

/** A mutation's answer carries the change it made (see `LiveChange`), the same one pushed to the other windows. */
export type Envelope<T, C = unknown> = { ok: true; result: T; change?: C } | { ok: false; error: ApiErrorBody };
