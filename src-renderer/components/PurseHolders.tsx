import { isCharacter } from '../../src-shared/contract';

type Members = readonly { id: number; name: string; kind: string }[];

/** The party's characters and hirelings as a select's options, each by its member id. */
export function CharacterOptions({ members }: { members: Members }) {
  return (
    <>
      {members.filter(isCharacter).map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </>
  );
}

/** A purse or pack of the party, as a select's options: the stores first, then the characters and hirelings. */
export function HolderOptions({ members }: { members: Members }) {
  return (
    <>
      <option value="stores">the party&apos;s stores</option>
      <CharacterOptions members={members} />
    </>
  );
}

/** The purse or pack a holder select's value names: "stores", or a member's id. */
export const holderOf = (value: string, partyId: number): { partyId: number } | { memberId: number } =>
  value === 'stores' ? { partyId } : { memberId: Number(value) };
