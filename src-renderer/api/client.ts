import {
  changeWithAnswer,
  contract,
  type ApiErrorBody,
  type Envelope,
  type LiveChange,
  type MethodInput,
  type MethodName,
  type MethodOutput,
} from '../../src-shared/contract';
import { refusalInWords } from './refusal-words';
import { chooseTransport, uploadCampaignFile, type Transport } from './transport';

export class ApiCallError extends Error {
  readonly code: ApiErrorBody['code'];
  readonly path: ApiErrorBody['path'];
  /** The message without the field it names, for display beside that field. */
  readonly reason: string;
  constructor(error: ApiErrorBody) {
    super(refusalInWords(error));
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

const answerListeners = new Set<(change: LiveChange) => void>();

/**
 * Tells `listener` of the change each of this window's own actions made, as its answer
 * carries it, before the caller sees the answer: the stores that did not ask learn of
 * it the same way as from another window's push.
 */
export function onOwnChange(listener: (change: LiveChange) => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** A typed object with one function per contract method: `api.campaign.create({ name })`. */
export function createClient(transport: Transport): Client {
  const client: Record<string, unknown> = {};
  for (const name of Object.keys(contract)) {
    const path = name.split('.');
    let node = client;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = async (input?: unknown) => settle(await transport(name, input ?? {}));
  }
  return client as Client;
}

/** A call's answer: its result, once this window's stores have its change; a refusal thrown. */
function settle(envelope: Envelope<unknown>): unknown {
  if (!envelope.ok) throw new ApiCallError(envelope.error);
  if (envelope.change) {
    const change = changeWithAnswer(envelope.change as LiveChange, envelope.result);
    for (const listener of answerListeners) listener(change);
  }
  return envelope.result;
}

/** Reads a `.lantern` file in through the host's streamed upload (browser mode), as `campaignFile.importUpload` answers. */
export const importStreamed = async (file: Blob): Promise<MethodOutput<'campaignFile.importUpload'>> =>
  settle(await uploadCampaignFile(file)) as MethodOutput<'campaignFile.importUpload'>;

/** The desktop app: the main process's dialog chooses the file and reads it in by path; null when the GM cancels. */
export async function importByDialog(): Promise<MethodOutput<'campaignFile.importUpload'> | null> {
  const envelope = await window.lantern!.importCampaignFile();
  return envelope === null ? null : (settle(envelope) as MethodOutput<'campaignFile.importUpload'>);
}

/** The desktop app: the main process's dialog chooses where, and writes the campaign's file there; false when the GM cancels. */
export async function exportByDialog(campaignId: number): Promise<boolean> {
  const envelope = await window.lantern!.exportCampaignFile(campaignId);
  if (envelope === null) return false;
  settle(envelope);
  return true;
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
