export function findElectron(options: { download: boolean }): { path: string | null; reason: string | null };
