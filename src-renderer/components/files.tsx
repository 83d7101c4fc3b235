import { useRef } from 'react';
import { slug } from '../../src-shared/slug';

/** Offers text as a file download (works in the browser and in Electron's window). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const downloadJson = (fileName: string, value: unknown): void =>
  downloadText(fileName, JSON.stringify(value, null, 2), 'application/json');

/** Reads a chosen file as JSON; a parse failure says which file and why. */
export async function readJsonFile(file: File): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file.name} is not JSON: ${(error as Error).message}`);
  }
}

export const fileNameFor = (name: string, suffix: string) => `${slug(name, 'export')}.${suffix}.json`;

/** A button that opens the file picker for one JSON file and hands over its parsed content. */
export function ImportJsonButton(props: { label: string; describe: string; onJson(json: unknown, file: File): unknown; onError(error: Error): void }) {
  const { label, describe, onJson, onError } = props;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="visually-hidden"
        aria-label={describe}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) readJsonFile(file).then((json) => onJson(json, file), onError);
        }}
      />
    </>
  );
}

/** A chosen file's bytes as base64, to carry in a call. */
export async function readBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
