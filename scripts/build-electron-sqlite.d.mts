export const electronSqlitePath: string;
export function buildElectronSqlite(): void;
