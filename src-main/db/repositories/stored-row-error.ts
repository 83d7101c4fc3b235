/** Why a campaign's rows were refused before any was copied: the table, the row's id in its file, the field and the reason. */
export class StoredRowError extends Error {
  constructor(
    readonly table: string,
    readonly rowId: unknown,
    readonly column: string,
    readonly reason: string,
  ) {
    super(`${table} row ${String(rowId)}, ${column}: ${reason}`);
    this.name = 'StoredRowError';
  }
}
