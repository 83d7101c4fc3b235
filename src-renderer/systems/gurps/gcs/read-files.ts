import { gcsFiles, MAX_GCS_TEXT, type ApiErrorBody, type MethodInput } from '../../../../src-shared/contract';

export type GcsFileInput = MethodInput<'member.importGcs'>['files'][number];

export const isGcsFile = (file: File) => /\.gcs$/i.test(file.name);

/**
 * The chosen or dropped files' names and text, checked with the contract's own
 * limits so a file too long for the host is named before anything is sent.
 */
export async function readGcsFiles(files: readonly File[]): Promise<GcsFileInput[]> {
  const others = files.filter((f) => !isGcsFile(f));
  if (others.length > 0) throw new Error(`${others.map((f) => f.name).join(', ')}: not a GCS character file (.gcs)`);
  // A file many times the limit is refused by its size, before its text is read at all.
  const huge = files.find((f) => f.size > MAX_GCS_TEXT * 4);
  if (huge) throw new Error(`${huge.name}: at ${Math.round(huge.size / 1024).toLocaleString('en-US')} KB, too large for a GCS sheet`);
  const read = await Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() })));
  const checked = gcsFiles.safeParse(read);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const index = issue.path[0];
    throw new Error(typeof index === 'number' ? `${read[index].name}: ${issue.message}` : issue.message);
  }
  return read;
}

/** An error as the API client throws it (ApiCallError), or any other. */
type Refusal = Error & Partial<Pick<ApiErrorBody, 'code' | 'path' | 'reason'>>;

/**
 * An import's refusal in the GM's words: the file's name, then the place in it and
 * the reason ("tamsin.gcs: skills[3].calc.level: …"), without the request's field path.
 */
export function importErrorText(error: Refusal, files: readonly GcsFileInput[]): string {
  // The headless host reads at most 1 MB a request; the desktop app has no such limit.
  if (error.code === 'payload_too_large') {
    return `${files.map((f) => f.name).join(', ')}: too much for one import in the browser; import fewer files at a time`;
  }
  const [field, index] = error.path ?? [];
  if (field !== 'files' || typeof index !== 'number') return error.message;
  const name = files[index]?.name ?? '';
  const rest = error.message.replace(/^files\.\d+[^:]*: /, '');
  return rest.startsWith(`${name}: `) ? rest : `${name}: ${error.reason}`;
}
