import { isCharacter } from '../../src-shared/contract';

/** The party's characters and hirelings as a select's options, each by its member id. */
export function CharacterOptions({ members }: { members: readonly { id: number; name: string; kind: string }[] }) {
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
