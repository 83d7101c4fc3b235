import { useId } from 'react';
import { abilityNames, races } from '../../../src-shared/contract';
import { FieldError } from '../../components/FieldError';
import type { DraftProps, NewCharacterPart } from '../system-ui';

interface NewBfrpgCharacter {
  race: string;
  cls: string;
  str: string;
}

function Fields({ draft, onChange, errorFor }: DraftProps<NewBfrpgCharacter>) {
  const ids = { race: useId(), cls: useId(), str: useId() };
  const set = (patch: Partial<NewBfrpgCharacter>) => onChange({ ...draft, ...patch });
  return (
    <>
      <div className="field">
        <label htmlFor={ids.race}>Race</label>
        <select id={ids.race} value={draft.race} onChange={(e) => set({ race: e.target.value })}>
          {races.map((r) => (
            <option key={r} value={r}>
              {r[0].toUpperCase() + r.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.cls}>Class</label>
        <input id={ids.cls} value={draft.cls} onChange={(e) => set({ cls: e.target.value })} />
        <FieldError message={errorFor('member.sheet.class')} />
      </div>
      <div className="field">
        <label htmlFor={ids.str}>STR</label>
        <input id={ids.str} inputMode="numeric" value={draft.str} onChange={(e) => set({ str: e.target.value })} />
        <FieldError message={errorFor('member.sheet.abilities.str')} />
      </div>
    </>
  );
}

/** A Basic Fantasy character starts at level 1 (a hireling at 0) with average abilities but the STR given. */
export const bfrpgNewCharacter: NewCharacterPart<NewBfrpgCharacter> = {
  fresh: () => ({ race: 'human', cls: 'Fighter', str: '10' }),
  Fields,
  errorPaths: ['member.sheet.abilities.str', 'member.sheet.class'],
  asksHp: true,
  hint: null,
  member(d, { kind, name, hp }) {
    const abilities = Object.fromEntries(abilityNames.map((a) => [a, 10])) as Record<(typeof abilityNames)[number], number>;
    abilities.str = d.str.trim() === '' ? Number.NaN : Number(d.str);
    return { kind, name, hp, sheet: { race: d.race as 'human', class: d.cls, level: kind === 'hireling' ? 0 : 1, abilities } };
  },
};
