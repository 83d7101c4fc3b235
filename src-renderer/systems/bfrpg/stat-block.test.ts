import { describe, expect, it } from 'vitest';
import { bfrpgStatBlock } from './stat-block';

// The bestiary editor's draft of a Basic Fantasy stat block: Hit Dice travel as typed
// (supplement A26's "1-1", "3*"), a plain number as a number.

describe('the Basic Fantasy stat block draft', () => {
  it('sends Hit Dice as written, and a plain number as a number', () => {
    expect(bfrpgStatBlock.fromDraft({ hitDice: '1-1', hp: '', ac: '14', morale: '7' })).toEqual({ hitDice: '1-1', ac: 14, morale: 7 });
    expect(bfrpgStatBlock.fromDraft({ hitDice: ' 9+2** (+8) ', ac: '19' })).toMatchObject({ hitDice: '9+2** (+8)' });
    expect(bfrpgStatBlock.fromDraft({ hitDice: '2' })).toEqual({ hitDice: 2 });
  });

  it('shows an older block\'s separately counted asterisks after its Hit Dice, as the book prints them', () => {
    expect(bfrpgStatBlock.toDraft({ hitDice: 3, specials: 2, ac: 15 })).toEqual({ hitDice: '3**', ac: '15', hp: '', morale: '', attacks: [] });
    expect(bfrpgStatBlock.toDraft({ hitDice: 0.5, specials: 1 }).hitDice).toBe('½*');
    expect(bfrpgStatBlock.toDraft({ hitDice: '1-1', specials: 0 })).toMatchObject({ hitDice: '1-1', specials: 0 });
  });
});
