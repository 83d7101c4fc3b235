import { useEffect, useState } from 'react';
import { isCharacter, type PartyView, type RulesSystem } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { FieldError } from '../../components/FieldError';
import { FormProblems } from '../../components/forms/FormProblems';
import { asNumber, useContractForm } from '../../components/forms/use-contract-form';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useCombat } from '../../stores/combat';
import { useParty } from '../../stores/party';
import { Cell } from '../../components/Cell';
import { systemUis } from '../../systems';
import type { StatBlockDraft as Draft } from '../../systems/system-ui';

type FoeRow = { key: number; bestiaryId: number; name: string; count: string } | { key: number; block: Draft; name: string; count: string; open: boolean };

let nextKey = 1;

/** A new fight: who of the party fights, which foes and how many, and how initiative goes. */
export function SetupPanel({ system }: { system: RulesSystem }) {
  const statBlock = systemUis[system].statBlock;
  const parties = useParty((s) => s.parties);
  const { setupPartyId, setupFrom, bestiary, busy } = useCombat();
  const campaignId = useCampaigns(selectCurrentCampaign)?.id ?? null;
  const [partyId, setPartyId] = useState<number | null>(setupPartyId ?? parties[0]?.id ?? null);
  const [party, setParty] = useState<PartyView | null>(null);
  const [memberIds, setMemberIds] = useState<Set<number>>(new Set());
  const [foes, setFoes] = useState<FoeRow[]>([]);
  // A wandering encounter fills the foes that came, as many as were rolled (a fight takes at most 20 of a kind).
  useEffect(() => {
    if (setupFrom) setFoes(setupFrom.foes.map((f) => ({ key: nextKey++, bestiaryId: f.bestiaryId, name: '', count: String(Math.min(f.count, 20)) })));
  }, [setupFrom]);
  const [pick, setPick] = useState('');
  const [pickCount, setPickCount] = useState('1');
  const [modes, setModes] = useState<{ id: string; label: string }[]>([]);
  const [mode, setMode] = useState('');
  const [loadError, setError] = useState<Error | null>(null);
  const form = useContractForm('combat.start', {
    initial: { name: setupFrom?.name ?? '' },
    keepDraft: true,
    fields: ['partyId', 'name', 'memberIds', 'options.mode', 'foes', ...foes.flatMap((_, i) => [`foes.${i}.name`, `foes.${i}.count`, ...statBlock.fields(`foes.${i}.statBlock`)])],
    toInput: (d) => ({
      partyId: partyId ?? 0,
      ...(String(d.name).trim() && { name: String(d.name).trim() }),
      memberIds: [...memberIds],
      foes: foes.map((f) => ({
        ...('block' in f ? { statBlock: statBlock.fromDraft(f.block) } : { bestiaryId: f.bestiaryId }),
        ...(f.name.trim() && { name: f.name.trim() }),
        count: asNumber(f.count) as number,
      })),
      options: mode ? { mode } : {},
      ...(setupFrom && { sightingId: setupFrom.sightingId, ...(setupFrom.surprised && { surprised: setupFrom.surprised }) }),
    }),
    send: ({ audience: _, ...input }) => useCombat.getState().start(input),
    // A quick foe whose stat block was refused opens to show why.
    onProblems: (found) => {
      if (found.some((p) => p.field?.startsWith('foes.'))) setFoes((rows) => rows.map((r) => ('block' in r ? { ...r, open: true } : r)));
    },
  });


  // The rules' initiative choices (Basic Fantasy: by side or by combatant), known before any fight.
  useEffect(() => {
    if (campaignId === null) return;
    let live = true;
    api.combat.reference({ campaignId }).then(
      (reference) => {
        if (!live) return;
        setModes(reference.initiativeModes);
        setMode((current) => (reference.initiativeModes.some((m) => m.id === current) ? current : (reference.initiativeModes[0]?.id ?? '')));
      },
      (e: Error) => void (live && setError(e)),
    );
    return () => {
      live = false;
    };
  }, [campaignId, setError]);

  // The party chosen elsewhere ("Start a fight"), else the one already picked, else the first.
  useEffect(() => {
    setPartyId((current) => {
      if (setupPartyId !== null && parties.some((p) => p.id === setupPartyId)) return setupPartyId;
      if (current !== null && parties.some((p) => p.id === current)) return current;
      return parties[0]?.id ?? null;
    });
  }, [setupPartyId, parties]);

  useEffect(() => {
    if (partyId === null) return setParty(null);
    let live = true;
    api.party.get({ partyId }).then(
      (view) => {
        if (!live) return;
        setParty(view);
        // Someone at 0 HP or below is dead or dying in Basic Fantasy and badly hurt anywhere: the GM ticks them on purpose.
        setMemberIds(new Set(view.members.filter((m) => isCharacter(m) && m.hp.current > 0).map((m) => m.id)));
      },
      (e: Error) => void (live && setError(e)),
    );
    return () => {
      live = false;
    };
  }, [partyId]);

  useEffect(() => {
    if (!bestiary.some((b) => String(b.id) === pick)) setPick(bestiary[0] ? String(bestiary[0].id) : '');
  }, [bestiary, pick]);

  const setRow = (key: number, patch: Partial<FoeRow>) => setFoes((rows) => rows.map((r) => (r.key === key ? ({ ...r, ...patch } as FoeRow) : r)));

  const members = party?.members ?? [];
  return (
    <form className="panel setup-panel" {...form.formProps} aria-label="New fight">
      <h2>New fight</h2>
      {setupFrom && (
        <p className="banner info" data-testid="fight-from-encounter">
          From the wandering encounter: {setupFrom.name}.
          {setupFrom.surprised && ` ${setupFrom.surprised === 'party' ? 'The party is' : 'The foes are'} surprised and lose the first round.`}
        </p>
      )}
      <div className="setup-grid">
        <Cell label="Party" error={form.errorFor('partyId')}>
          {(id) => (
            <select id={id} {...form.control('partyId')} value={partyId ?? ''} onChange={(e) => setPartyId(Number(e.target.value))}>
              {parties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Cell>
        <Cell label="Name of the fight" error={form.errorFor('name')}>
          {(id) => <input id={id} {...form.text('name')} placeholder="Fight" />}
        </Cell>
        {modes.length > 0 && (
          <Cell label="Initiative" error={form.errorFor('options.mode')} wide>
            {(id) => (
              <select id={id} {...form.control('options.mode')} value={mode} onChange={(e) => setMode(e.target.value)}>
                {modes.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.label}
                  </option>
                ))}
              </select>
            )}
          </Cell>
        )}
      </div>

      <fieldset className="fighters">
        <legend>Who fights</legend>
        {members.map((m, i) => (
          <label key={m.id} className="check compact">
            <input
              {...(i === 0 && form.control('memberIds'))}
              type="checkbox"
              checked={memberIds.has(m.id)}
              onChange={(e) => {
                const next = new Set(memberIds);
                if (e.target.checked) next.add(m.id);
                else next.delete(m.id);
                setMemberIds(next);
              }}
            />
            {m.name}
            {m.kind !== 'pc' && <span className="muted"> ({m.kind})</span>}
            {m.hp.current <= 0 && <span className="badge small warn"> at {m.hp.current} HP</span>}
          </label>
        ))}
        <FieldError {...form.errorProps('memberIds')} />
      </fieldset>

      <h3>Foes</h3>
      <div className="foe-pick">
        <select aria-label="Foe from the bestiary" value={pick} onChange={(e) => setPick(e.target.value)}>
          {bestiary.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        <input aria-label="How many" className="qty" inputMode="numeric" value={pickCount} onChange={(e) => setPickCount(e.target.value)} />
        <button
          type="button"
          disabled={!pick}
          onClick={() => {
            const entry = bestiary.find((b) => String(b.id) === pick);
            if (entry) setFoes([...foes, { key: nextKey++, bestiaryId: entry.id, name: '', count: pickCount }]);
          }}
        >
          Add
        </button>
        <button type="button" onClick={() => setFoes([...foes, { key: nextKey++, block: statBlock.blank(), name: '', count: '1', open: true }])}>
          Quick stat block…
        </button>
      </div>
      {foes.length === 0 ? (
        <p className="muted">No foes yet: pick them from the bestiary, or type a quick stat block for this fight.</p>
      ) : (
        <ul className="foe-list" aria-label="Foes in this fight">
          {foes.map((f, i) => {
            const from = 'block' in f ? null : bestiary.find((b) => b.id === f.bestiaryId);
            const title = f.name.trim() || (from?.name ?? 'Quick foe');
            return (
              <li key={f.key} aria-label={title}>
                <div className="foe-row">
                  <input
                    {...form.control(`foes.${i}.count`)}
                    aria-label={`How many ${title}`}
                    className="qty"
                    inputMode="numeric"
                    value={f.count}
                    onChange={(e) => setRow(f.key, { count: e.target.value })}
                  />
                  <span className="foe-times">×</span>
                  <div className="foe-what">
                    <input
                      {...form.control(`foes.${i}.name`)}
                      aria-label={`Name of ${title}`}
                      value={f.name}
                      placeholder={from?.name ?? 'Foe'}
                      onChange={(e) => setRow(f.key, { name: e.target.value })}
                    />
                    <span className="muted foe-summary">{from ? from.summary : 'Typed for this fight'}</span>
                  </div>
                  {'block' in f && (
                    <button type="button" onClick={() => setRow(f.key, { open: !f.open })} aria-expanded={f.open}>
                      {f.open ? 'Hide' : 'Stat block'}
                    </button>
                  )}
                  <button type="button" className="icon" aria-label={`Remove ${title}`} onClick={() => setFoes(foes.filter((r) => r.key !== f.key))}>
                    ✕
                  </button>
                </div>
                <FieldError {...form.errorProps(`foes.${i}.count`)} />
                <FieldError {...form.errorProps(`foes.${i}.name`)} />
                {'block' in f && f.open && (
                  <statBlock.Editor draft={f.block} onChange={(block) => setRow(f.key, { block })} errorFor={form.errorFor} prefix={`foes.${i}.statBlock`} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError {...form.errorProps('foes')} />
      <FieldError message={loadError?.message} />
      <FormProblems form={form} />
      <div className="sheet-actions">
        {/* Not before the party's members are known: the fight would start without them. */}
        <button type="submit" className="primary big-button" disabled={busy || form.busy || party === null || party.id !== partyId}>
          Start the fight
        </button>
        <span className="muted">Initiative is rolled as the fight starts; every roll goes in the journal.</span>
      </div>
    </form>
  );
}
