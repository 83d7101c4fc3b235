/** A name as file-name text: lowercase letters and digits joined by dashes ("The Lantern Keep (demo)" -> "the-lantern-keep-demo"). */
export const slug = (name: string, fallback: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || fallback;
