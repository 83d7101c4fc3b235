import { describe, expect, it } from 'vitest';
import { fightEndLines } from '../../../src-shared/contract';
import { splitEndLine } from './end-reasons';

// The lines are Basic Fantasy's fight end as src-main/rules/bfrpg/combat-rules.ts writes them (supplement A17, A25).
const opening = fightEndLines.experience;

describe('a fight end line split into its verdict and its reasons', () => {
  it('keeps the shares in the verdict and moves the citation behind it', () => {
    expect(splitEndLine('Experience (supplement A17): 20 XP, 10 each for 2 survivors.', opening)).toEqual({
      verdict: '20 XP, 10 each for 2 survivors',
      reasons: ['Counted by supplement A17.'],
    });
  });

  it('takes out each aside that cites a rule and keeps the plain ones', () => {
    const line =
      'Experience (supplement A17): 30 XP: 12 each for 2 characters, 6 for the retainer (half a share); none for the 1 put to flight (A17 gives experience for foes defeated, so Lantern counts none of them); none for Tam, serving no character (A25: experience goes to retainers only).';
    expect(splitEndLine(line, opening)).toEqual({
      verdict: '30 XP: 12 each for 2 characters, 6 for the retainer (half a share); none for the 1 put to flight; none for Tam, serving no character',
      reasons: ['Counted by supplement A17.', 'A17 gives experience for foes defeated, so Lantern counts none of them.', 'A25: experience goes to retainers only.'],
    });
  });

  it('keeps the first sentence as the verdict and the next as a reason', () => {
    expect(splitEndLine('Experience (supplement A17): none counted: no foe was defeated. A17 does not say whether one driven off counts.', opening)).toEqual({
      verdict: 'none counted: no foe was defeated',
      reasons: ['Counted by supplement A17.', 'A17 does not say whether one driven off counts.'],
    });
  });
});
