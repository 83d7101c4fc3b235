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
  constructor(error: ApiErrorBody) {
    super(error.message);
    this.code = error.code;
    this.path = error.path;
  }
  /** True when the error is about the given input field, for inline messages. */
  isAbout(field: string): boolean {
    return this.path[0] === field;
  }
}

type Domain<N> = N extends `${infer D}.${string}` ? D : never;
type Args<N extends MethodName> = {} extends MethodInput<N> ? [input?: MethodInput<N>] : [input: MethodInput<N>];

export type Client = {
  [D in Domain<MethodName>]: {
    [N in MethodName as N extends `${D}.${infer M}` ? M : never]: (...args: Args<N>) => Promise<MethodOutput<N>>;
  };
};

/** A typed object with one function per contract method: `api.campaign.create({ name })`. */
export function createClient(transport: Transport): Client {
  const client: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const name of Object.keys(contract)) {
    const [domain, method] = name.split('.');
    client[domain] ??= {};
    client[domain][method] = async (input) => {
      const envelope = await transport(name, input ?? {});
      if (!envelope.ok) throw new ApiCallError(envelope.error);
      return envelope.result;
    };
  }
  return client as Client;
}

const chosen = chooseTransport();
export const hostMode = chosen.mode;
export const api = createClient(chosen.transport);
