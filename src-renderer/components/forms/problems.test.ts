import { describe, expect, it } from 'vitest';
import { contract } from '../../../src-shared/contract';
import { humanPath, messageAt, plainReason } from './plain-words';
import { problemFromServer, problemsFromIssues, sortProblems } from './problems';

function check(method: keyof typeof contract, input: Record<string, unknown>, fields: string[]) {
  const parsed = contract[method].input.safeParse(input);
  if (parsed.success) throw new Error('expected problems');
  return sortProblems(problemsFromIssues(parsed.error.issues, input, fields));
}

describe('the form check in plain words', () => {
  it('names every problem at once, each beside its own field', () => {
    const found = check('dungeon.searchSecretDoors', { partyId: 1, memberId: 2, wallFeet: undefined, earlierSearchers: Number.NaN, doorPresent: false }, [
      'memberId',
      'wallFeet',
      'earlierSearchers',
    ]);
    expect(found.byField).toEqual({ wallFeet: 'enter a number', earlierSearchers: 'enter a number' });
    expect(found.general).toEqual([]);
  });

  it("keeps a schema's own wording and rewrites zod's", () => {
    expect(check('dungeon.rest', { partyId: 1, turns: 0 }, ['turns']).byField.turns).toBe('must be at least 1');
    expect(check('dungeon.rest', { partyId: 1, turns: 2000 }, ['turns']).byField.turns).toBe('must be at most 1000');
    expect(check('campaign.rename', { id: 1, name: '   ' }, ['name']).byField.name).toBe('must not be empty');
  });

  it('counts list items as the GM does and says which list', () => {
    const found = check('journey.plan', { partyId: 1, regionId: 1, legs: [{ to: { col: 1, row: 1 }, mode: 'foot' }, { to: { col: 1, row: 1 }, mode: 'swim' }] }, ['legs']);
    expect(found.byField.legs).toMatch(/^Leg 2: choose one of: /);
    expect(humanPath(['foes', 0, 'count'])).toBe('foe 1 count');
    expect(humanPath(['memberIds', 2])).toBe('member 3');
  });

  it('puts what no field holds in the general list, named in plain words', () => {
    const found = check('dungeon.rest', { partyId: 0, turns: 1 }, ['turns']);
    expect(found.general).toEqual(['Party: must be more than 0']);
  });
});

describe("the host's refusal", () => {
  it('lands beside the field its path names, without the field in front', () => {
    expect(problemFromServer({ message: 'legs.1: no sea route reaches that hex', reason: 'no sea route reaches that hex', path: ['legs', 1] }, ['legs'])).toEqual({
      field: 'legs',
      message: 'Leg 2: no sea route reaches that hex',
    });
    expect(problemFromServer({ message: 'memberId: no member 1 in The Mismatched Company', reason: 'no member 1 in The Mismatched Company', path: ['memberId'] }, ['memberId'])).toEqual({
      field: 'memberId',
      message: 'no member 1 in The Mismatched Company',
    });
  });

  it("rewrites zod's words and prefers the host's own reason", () => {
    expect(problemFromServer({ message: 'turns: Invalid input: expected number, received null', reason: 'Invalid input: expected number, received null', path: ['turns'] }, ['turns']).message).toBe('enter a number');
    expect(problemFromServer({ message: 'x: whatever', reason: 'is too far', path: ['distance'] }, ['distance']).message).toBe('is too far');
    expect(problemFromServer({ message: 'a campaign called "X" already exists', reason: 'a campaign called "X" already exists', path: [] }, ['name'])).toEqual({
      field: null,
      message: 'a campaign called "X" already exists',
    });
  });

  it('reads the usual zod sentences', () => {
    expect(plainReason('Too small: expected number to be >=1')).toBe('must be at least 1');
    expect(plainReason('Too big: expected string to have <=80 characters')).toBe('must be at most 80 characters');
    expect(plainReason('Invalid option: expected one of "a"|"b"')).toBe('choose one of: a, b');
    expect(plainReason('Invalid input: expected string, received undefined')).toBe('is required');
    expect(messageAt(null, ['rulesOptions', 'encumbrance'], 'is required')).toBe('Rules options encumbrance: is required');
    expect(messageAt('member.hp', ['member', 'hp', 'max'], 'must be 1 to 9999')).toBe('must be 1 to 9999');
  });
});
