import { AppError } from './errors';

/** "areas.2.squares" as the path an error names: list positions as numbers. */
const pathOf = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
const refuse = (field: string, reason: string) => new AppError('invalid_input', `${field}: ${reason}`, pathOf(field));

/** The file's first bytes say what it is, whatever the GM's file was called. */
function imageKind(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const sizeWords = (bytes: number) => (bytes >= 1048576 ? `${+(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** An image sent in base64 pieces, refused unless it is the PNG, JPEG or WebP it says it is, at most `maxBytes`. */
export function imageBytes(mime: string, chunks: readonly string[], field: string, maxBytes: number): Buffer {
  const size = chunks.reduce((n, c) => n + Math.floor((c.length * 3) / 4), 0);
  if (size > maxBytes * 1.01) throw refuse(field, `must be at most ${sizeWords(maxBytes)}`);
  const bytes = Buffer.concat(chunks.map((c) => Buffer.from(c, 'base64')));
  const problem = imageProblem(bytes, mime, maxBytes);
  if (problem) throw refuse(problem.atMime ? `${field}.mime` : field, problem.reason);
  return bytes;
}

/** What is wrong with an image's bytes for its stated type and the most it may weigh, or null; `atMime` when the type is what is wrong. */
export function imageProblem(bytes: Buffer, mime: unknown, maxBytes: number): { reason: string; atMime: boolean } | null {
  if (bytes.length > maxBytes) return { reason: `is ${sizeWords(bytes.length)}; it must be at most ${sizeWords(maxBytes)}`, atMime: false };
  const kind = imageKind(bytes);
  if (!kind) return { reason: 'is not a PNG, JPEG or WebP image', atMime: false };
  if (kind !== mime) return { reason: `the file is ${kind}, not ${String(mime)}`, atMime: true };
  return null;
}
