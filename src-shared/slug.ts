/** A name as file-name text: lowercase letters and digits joined by dashes ("The Lantern Keep (demo)" -> "the-lantern-keep-demo"). */
export const slug = (name: string, fallback: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || fallback;

/** A key for the item catalogue: lowercase letters, digits and dashes, at most 60 long. */
export function catalogueKey(name: string): string {
  const key = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  return key === '' ? 'item' : key;
}
