import { describe, expect, it } from 'vitest';
import { keyFromText, unknownFoes } from './place-key-text';

// A key's Occupants line names its bestiary entry by name; one the campaign lacks stays a name only,
// and the key editor says so beside the field (a GM who typed "Goblin" in a bestiary without one
// got a fight with no foes and no word why).
const bestiary = [
  { id: 1, name: 'Hobgoblin' },
  { id: 2, name: 'Skeleton' },
];
const text = (foes: string) => ({ readAloud: '', gmNotes: '', foes, treasure: '' });

describe('the occupants of a key', () => {
  it('names the bestiary entries the campaign lacks, and links the ones it has, in any case', () => {
    const typed = text('Goblins | 3 | Goblin\nGuards | 2 | hobgoblin\nBones | 1d4 | Skeleton | lair\nA hermit | 1');
    expect(unknownFoes(typed, bestiary)).toEqual(['Goblin']);
    expect((keyFromText(typed, bestiary).occupants ?? []).map((o) => o.bestiaryId)).toEqual([undefined, 1, 2, undefined]);
  });

  it('finds nothing missing when every line names an entry or none', () => {
    expect(unknownFoes(text('Bones | 2 | Skeleton\nA hermit | 1'), bestiary)).toEqual([]);
  });
});
