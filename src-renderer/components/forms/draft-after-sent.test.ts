import { describe, expect, it } from 'vitest';
import { draftAfterSent } from './draft-after-sent';

describe('a form once its action is taken', () => {
  const initial = { name: '', amount: '6', unit: 'turns', visible: true };
  const sent = { name: 'Bless', amount: '6', unit: 'turns', visible: true };

  it('goes back to its first values', () => {
    expect(draftAfterSent(sent, sent, initial)).toEqual(initial);
  });

  it('keeps what the GM typed while the action was on its way', () => {
    // The next effect begun right after Set: its name, two rounds.
    const now = { name: 'Web', amount: '2', unit: 'rounds', visible: true };
    expect(draftAfterSent(now, sent, initial)).toEqual(now);
    expect(draftAfterSent({ ...sent, name: 'Web' }, sent, initial)).toEqual({ ...initial, name: 'Web' });
  });
});
