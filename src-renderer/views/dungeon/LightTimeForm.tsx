import { SECONDS_PER_TURN } from '../../../src-shared/time';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useDungeon } from '../../stores/dungeon';
import type { LightView } from '../../../src-shared/contract';

/** The GM's override of a light's rolled burn time, in turns as the table counts them. */
export function LightTimeForm({ light, name, onDone }: { light: LightView; name: string; onDone(): void }) {
  const partyId = useDungeon((s) => s.partyId);
  const left = light.remainingSeconds === null ? '' : String(Math.round((light.remainingSeconds / SECONDS_PER_TURN) * 10) / 10);
  const form = useContractForm('light.correct', {
    initial: { turns: left },
    keepDraft: true,
    toInput: (d) => {
      const turns = asNumber(d.turns);
      return { partyId: partyId ?? 0, lightId: light.id, remainingSeconds: turns === undefined ? (turns as never) : Math.round(turns * SECONDS_PER_TURN) };
    },
    send: (input) => useDungeon.getState().act('light.correct', input),
    onDone,
  });
  return (
    <form className="light-time" {...form.formProps} aria-label={`Time left on ${name}`}>
      <InlineField error={form.errorProps('remainingSeconds')}>
        <input
          className="qty"
          inputMode="decimal"
          autoFocus
          {...form.control('remainingSeconds')}
          value={String(form.draft.turns)}
          onChange={(e) => form.set('turns', e.target.value)}
          aria-label={`Turns left on ${name}`}
        />
      </InlineField>
      <span className="muted">turns left</span>
      <button type="submit" disabled={form.busy}>
        Set
      </button>
      <button type="button" onClick={onDone}>
        Cancel
      </button>
      <FormProblems form={form} />
    </form>
  );
}
