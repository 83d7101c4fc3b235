import type { ApiErrorBody } from '../../src-shared/contract';
import { messageAt, plainReason } from '../components/forms/plain-words';

/**
 * The host's refusal as the GM reads it wherever it is shown whole (a view's banner, a
 * panel's error line): the field it names in words, "Leg 2 to: …" rather than "legs.1.to: …".
 * A message that does not start with its field path is the host's own sentence, kept as it is.
 */
export function refusalInWords(error: ApiErrorBody): string {
  return error.path.length > 0 && error.reason !== error.message ? messageAt(null, error.path, plainReason(error.reason)) : error.message;
}
