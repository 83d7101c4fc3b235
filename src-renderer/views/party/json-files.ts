/** Offers a JSON value as a file download (works in the browser and in Electron's window). */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads a chosen file as JSON; a parse failure says which file and why. */
export async function readJsonFile(file: File): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file.name} is not JSON: ${(error as Error).message}`);
  }
}

export const fileNameFor = (name: string, suffix: string) =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'export'}.${suffix}.json`;
