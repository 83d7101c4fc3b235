import { type ReactNode } from 'react';
import { isCharacter, type MethodInput } from '../../../src-shared/contract';
import { FormProblems } from '../../components/forms/FormProblems';
import { InlineField } from '../../components/forms/InlineField';
import { asNumber, useContractForm, type ContractForm, type Draft } from '../../components/forms/use-contract-form';
import { distance } from '../../components/units';
import { useShortcuts } from '../../components/use-shortcuts';
import { useDungeon, type ActionInput, type DungeonAction } from '../../stores/dungeon';

/** A dungeon action's form: checked against the action's schema, sent through the store. */
function useActionForm<N extends DungeonAction, D extends Draft>(method: N, initial: D, fields: (draft: D) => ActionInput<N>) {
  const partyId = useDungeon((s) => s.partyId);
  const audience = useDungeon((s) => s.audience);
  return useContractForm(method, {
    initial,
    keepDraft: true,
    toInput: (draft) => ({ ...fields(draft), partyId: partyId ?? 0, audience }) as MethodInput<N>,
    send: (input) => useDungeon.getState().act(method, input as ActionInput<N>),
  });
}

/** The dungeon actions that cost time, each with the few facts the GM supplies. */
export function ActionsPanel() {
  const state = useDungeon((s) => s.state)!;
  const busy = useDungeon((s) => s.busy);
  const choices = useDungeon((s) => s.choices);
  const choose = useDungeon((s) => s.choose);
  const characters = state.members.filter(isCharacter);
  // A pick the GM made before is kept only while that member is still here to act.
  const picked = (field: string) => {
    const id = choices[field];
    return characters.some((m) => String(m.id) === id) ? id : String(characters[0]?.id ?? '');
  };
  const memberOf = (field: string) => asNumber(picked(field)) as number;

  const secret = useActionForm('dungeon.searchSecretDoors', { wallFeet: '10', earlierSearchers: '0', doorPresent: false }, (d) => ({
    memberId: memberOf('searcher'),
    wallFeet: asNumber(d.wallFeet) as number,
    earlierSearchers: asNumber(d.earlierSearchers) as number,
    doorPresent: d.doorPresent,
  }));
  const traps = useActionForm('dungeon.searchTraps', { areaSquareFeet: '100', trapPresent: false }, (d) => ({
    memberId: memberOf('searcher'),
    areaSquareFeet: asNumber(d.areaSquareFeet) as number,
    trapPresent: d.trapPresent,
  }));
  const listen = useActionForm('dungeon.listen', { noiseBeyond: false }, (d) => ({ memberId: memberOf('listener'), noiseBeyond: d.noiseBeyond }));
  const force = useActionForm('dungeon.forceDoor', { obstacle: 'stuck-door' }, (d) => ({
    memberId: memberOf('forcer'),
    obstacle: d.obstacle as ActionInput<'dungeon.forceDoor'>['obstacle'],
  }));
  const move = useActionForm('dungeon.move', { distance: '60' }, (d) => ({ distance: asNumber(d.distance) as number }));
  const rest = useActionForm('dungeon.rest', { turns: '1' }, (d) => ({ turns: asNumber(d.turns) as number }));
  const wandering = () => void useDungeon.getState().perform('dungeon.wanderingCheck', {});

  useShortcuts([
    { key: 's', run: () => void secret.submit() },
    { key: 'x', run: () => void traps.submit() },
    { key: 'l', run: () => void listen.submit() },
    { key: 'e', run: () => void rest.submit() },
    { key: 'w', run: wandering },
  ]);

  const who = (form: Pick<ContractForm, 'control' | 'errorProps'>, field: string, label: string): ReactNode => (
    <InlineField error={form.errorProps('memberId')}>
      <select {...form.control('memberId')} aria-label={label} value={picked(field)} onChange={(e) => choose(field, e.target.value)}>
        {characters.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </InlineField>
  );

  return (
    <section className="panel actions-panel" aria-label="Actions">
      <h2>Actions</h2>
      <form className="action" {...secret.formProps} aria-label="Search for secret doors">
        <button type="submit" disabled={busy}>
          Search wall <kbd>S</kbd>
        </button>
        {who(secret, 'searcher', 'Searcher')}
        <InlineField error={secret.errorProps('wallFeet')}>
          <input className="qty" {...secret.text('wallFeet')} aria-label="Feet of wall" />
        </InlineField>
        <span className="muted">ft, after</span>
        <InlineField error={secret.errorProps('earlierSearchers')}>
          <input className="qty" {...secret.text('earlierSearchers')} aria-label="Searchers who already failed" />
        </InlineField>
        <span className="muted">failed</span>
        <label className="check inline-check">
          <input {...secret.checkbox('doorPresent')} /> a door is there
        </label>
        <FormProblems form={secret} />
      </form>
      <form className="action" {...traps.formProps} aria-label="Search for traps">
        <button type="submit" disabled={busy}>
          Search for traps <kbd>X</kbd>
        </button>
        <InlineField error={traps.errorProps('areaSquareFeet')}>
          <input className="qty" {...traps.text('areaSquareFeet')} aria-label="Square feet searched" />
        </InlineField>
        <span className="muted">sq ft</span>
        <label className="check inline-check">
          <input {...traps.checkbox('trapPresent')} /> a trap is there
        </label>
        <FormProblems form={traps} />
      </form>
      <form className="action" {...listen.formProps} aria-label="Listen at a door">
        <button type="submit" disabled={busy}>
          Listen <kbd>L</kbd>
        </button>
        {who(listen, 'listener', 'Listener')}
        <label className="check inline-check">
          <input {...listen.checkbox('noiseBeyond')} /> something makes noise beyond
        </label>
        <FormProblems form={listen} />
      </form>
      <form className="action" {...force.formProps} aria-label="Force a door">
        <button type="submit" disabled={busy}>
          Force
        </button>
        {who(force, 'forcer', 'Who forces it')}
        <select {...force.text('obstacle')} aria-label="What is forced">
          <option value="stuck-door">a stuck door</option>
          <option value="locked-door">a locked door</option>
          <option value="bars">bars</option>
        </select>
        <FormProblems form={force} />
      </form>
      <form className="action" {...move.formProps} aria-label="Move">
        <button type="submit" disabled={busy}>
          Move
        </button>
        <InlineField error={move.errorProps('distance')}>
          <input className="qty" {...move.text('distance')} aria-label={`${state.rules.unit === 'ft' ? 'Feet' : 'Yards'} to move`} />
        </InlineField>
        <span className="muted">
          {state.rules.unit === 'ft' ? 'feet' : 'yards'} at {distance(state.pacePerTurn, state.rules.unit)} a turn
        </span>
        <FormProblems form={move} />
      </form>
      <form className="action" {...rest.formProps} aria-label="Rest">
        <button type="submit" disabled={busy}>
          Rest <kbd>E</kbd>
        </button>
        <InlineField error={rest.errorProps('turns')}>
          <input className="qty" {...rest.text('turns')} aria-label="Turns of rest" />
        </InlineField>
        <span className="muted">turns</span>
        <button type="button" disabled={busy} onClick={wandering}>
          Wandering check <kbd>W</kbd>
        </button>
        <FormProblems form={rest} />
      </form>
    </section>
  );
}
