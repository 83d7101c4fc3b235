import {
  contract,
  type ApiErrorBody,
  type MethodInput,
  type MethodName,
  type MethodOutput,
} from '../../src-shared/contract';
import { chooseTransport, type Transport } from './transport';

export class ApiCallError extends Error {
  readonly code: ApiErrorBody['code'];
  readonly path: ApiErrorBody['path'];
  /** The message without the field it names, for display beside that field. */
  readonly reason: string;
  constructor(error: ApiErrorBody) {
    super(error.message);
    this.code = error.code;
    this.path = error.path;
    this.reason = error.reason;
  }
  /** True when the error is about the given input field, for inline messages. */
  isAbout(field: string): boolean {
    return this.path[0] === field;
  }
}

type Domain<N> = N extends `${infer D}.${string}` ? D : never;
type Args<N extends MethodName> = {} extends MethodInput<N> ? [input?: MethodInput<N>] : [input: MethodInput<N>];
type Call<N extends MethodName> = (...args: Args<N>) => Promise<MethodOutput<N>>;

/** The methods under a name prefix, nested at each dot: "rules.gurps.jumping" is `api.rules.gurps.jumping`. */
type Level<Prefix extends string> = {
  [N in MethodName as N extends `${Prefix}.${infer Rest}` ? (Rest extends `${infer Head}.${string}` ? Head : Rest) : never]: N extends `${Prefix}.${infer Rest}`
    ? Rest extends `${infer Head}.${string}`
      ? Level<`${Prefix}.${Head}`>
      : Call<N>
    : never;
};

export type Client = { [D in Domain<MethodName>]: Level<D> };

const ownChangeListeners = new Set<(method: MethodName) => void>();

/**
 * Tells `listener` of every mutation this window makes, once it succeeded. The host
 * pushes a change to every window but the one that acted, so whatever this window
 * shows beside the store that acted (the encounter card over every view) hears it here.
 */
export function onOwnChange(listener: (method: MethodName) => void): () => void {
  ownChangeListeners.add(listener);
  return () => ownChangeListeners.delete(listener);
}

/** A typed object with one function per contract method: `api.campaign.create({ name })`. */
export function createClient(transport: Transport): Client {
  const client: Record<string, unknown> = {};
  for (const name of Object.keys(contract)) {
    const path = name.split('.');
    let node = client;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = async (input?: unknown) => {
      const envelope = await transport(name, input ?? {});
      if (!envelope.ok) throw new ApiCallError(envelope.error);
      if (contract[name as MethodName].kind === 'mutation') for (const listener of ownChangeListeners) listener(name as MethodName);
      return envelope.result;
    };
  }
  return client as Client;
}

const chosen = chooseTransport();
export const hostMode = chosen.mode;
export const api = createClient(chosen.transport);

/** Calls a method by its contract name, for stores that run one of several methods the same way. */
export function call<N extends MethodName>(name: N, input: MethodInput<N>): Promise<MethodOutput<N>> {
  let node: unknown = api;
  for (const part of name.split('.')) node = (node as Record<string, unknown>)[part];
  return (node as (input: MethodInput<N>) => Promise<MethodOutput<N>>)(input);
}
