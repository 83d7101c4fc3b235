import { describe, expect, it } from 'vitest';
import { errorBody } from '../../src-shared/contract';
import { refusalInWords } from './refusal-words';

// Issue 28, item 5: a refusal shown whole (a view's banner, a panel's error line) reads in a
// GM's words, never with the request's field path ("legs.1.to", "journeyId") in front.

const shown = (message: string, path: (string | number)[]) => refusalInWords(errorBody('invalid_input', message, path));

describe("a host's refusal as the GM reads it", () => {
  it('names a list item by its place counted from 1, in words', () => {
    expect(shown('legs.1.to: (50, 3) is off the 48 x 32 map', ['legs', 1, 'to'])).toBe('Leg 2 to: (50, 3) is off the 48 x 32 map');
    expect(shown('legs.0: no sea route reaches that hex', ['legs', 0])).toBe('Leg 1: no sea route reaches that hex');
  });

  it("names an id field by what it is, not by the request's key", () => {
    expect(shown('journeyId: the party has moved since travel stopped at (9, 10); plan the rest again from where it is', ['journeyId'])).toBe(
      'Journey: the party has moved since travel stopped at (9, 10); plan the rest again from where it is',
    );
  });

  it("puts the schema's wording in the same words as a form's own check", () => {
    expect(shown('turns: Invalid input: expected number, received null', ['turns'])).toBe('Turns: enter a number');
  });

  it("keeps a message that does not start with its field, and one about the call as a whole, as the host wrote it", () => {
    expect(shown('files.1: broken.gcs: skills[3].calc.level: is missing', ['files', 1, 'skills', 3, 'calc', 'level'])).toBe('files.1: broken.gcs: skills[3].calc.level: is missing');
    expect(shown('Nothing to undo', [])).toBe('Nothing to undo');
  });
});
