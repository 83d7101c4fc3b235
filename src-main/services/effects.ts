import type { EffectView } from '../../src-shared/contract';
import type { EffectOn } from '../db/repositories/effects';

/** An effect row as the views list it, with the time it has left at `now`. */
export function effectView(e: EffectOn, now: number): EffectView {
  const on = e.memberId !== null ? 'member' : e.partyId !== null ? 'party' : 'campaign';
  return {
    id: e.id,
    name: e.name,
    on,
    memberId: e.memberId,
    partyId: e.partyId,
    onName: on === 'member' ? (e.memberName ?? 'someone') : on === 'party' ? (e.partyName ?? 'the party') : 'Everyone',
    startedAt: e.startedAt,
    endsAt: e.endsAt,
    remainingSeconds: Math.max(0, e.endsAt - now),
    amount: e.amount,
    unit: e.unit,
    visible: e.visible,
    light: e.light,
  };
}
