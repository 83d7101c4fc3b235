import type { PageKind } from '../../../src-shared/contract';

/** What each kind of notebook page is called on screen. */
export const KIND_LABELS: Record<PageKind, string> = { person: 'Person', faction: 'Faction', place: 'Place', thread: 'Thread', free: 'Free page' };
