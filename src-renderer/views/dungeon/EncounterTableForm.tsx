import { entriesText, type DungeonState } from '../../../src-shared/contract';
import { TableLinesField } from '../../components/TableLinesField';
import { Field } from '../../components/Field';
import { FormFooter } from '../../components/forms/FormFooter';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { useDungeon } from '../../stores/dungeon';

/** The level's wandering-monster table: how often to check, the chance, and what turns up, one a line. */
export function EncounterTableForm({ state, onDone }: { state: DungeonState; onDone(): void }) {
  const { wandering } = state;
  const form = useContractForm('dungeon.setEncounterTable', {
    initial: { checkEveryTurns: String(wandering.checkEveryTurns), chanceInSix: String(wandering.chanceInSix), entries: entriesText(wandering.entries) },
    keepDraft: true,
    toInput: (d) => ({
      partyId: state.partyId,
      checkEveryTurns: asNumber(d.checkEveryTurns) as number,
      chanceInSix: asNumber(d.chanceInSix) as number,
      // An empty line is only spacing, not a monster.
      entries: String(d.entries)
        .split('\n')
        .filter((line) => line.trim() !== ''),
    }),
    send: (input) => useDungeon.getState().act('dungeon.setEncounterTable', input),
    onDone,
  });
  const at = (name: string) => ({ error: form.errorFor(name), errorId: form.errorProps(name).id });
  return (
    <form className="encounter-table" {...form.formProps} aria-label={`Wandering monsters of ${wandering.levelName}`}>
      <div className="encounter-figures">
        <Field label="Check every (turns)" {...at('checkEveryTurns')}>
          {(id) => <input id={id} className="qty" inputMode="numeric" {...form.text('checkEveryTurns')} />}
        </Field>
        <Field label="Chance in 6" {...at('chanceInSix')}>
          {(id) => <input id={id} className="qty" inputMode="numeric" {...form.text('chanceInSix')} />}
        </Field>
      </div>
      <TableLinesField {...at('entries')} {...form.text('entries')} />
      <FormFooter form={form} submitLabel="Save the table" onCancel={onDone} />
    </form>
  );
}
