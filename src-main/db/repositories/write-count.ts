import type Database from 'better-sqlite3';

/** How many rows this connection has written since it opened, and whether a transaction is open: what a read made earlier in the same transaction can be trusted by. */
export function writeCount(sqlite: Database.Database) {
  const total = sqlite.prepare('SELECT total_changes()').pluck();
  return {
    rowsWritten: (): number => total.get() as number,
    inTransaction: (): boolean => sqlite.inTransaction,
  };
}
export type WriteCount = ReturnType<typeof writeCount>;
