import type { ErrorCode } from '../../src-shared/contract';

/** An error a GM can act on; the router turns it into the error envelope as it is. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path: (string | number)[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, id: number, field = 'id') =>
  new AppError('not_found', `${field}: no ${what} has id ${id}`, [field]);
