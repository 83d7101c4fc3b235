import { CharacterOptions } from '../../components/PurseHolders';
import { useEffect, useState } from 'react';
import { isCharacter, type MemberView, type PartyView as Party } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFieldErrors } from '../../components/field-errors';
import { downloadJson, fileNameFor, ImportJsonButton } from '../../components/files';
import { NameForm } from '../../components/NameForm';
import { useErrorToast } from '../../components/Toasts';
import { selectCurrentCampaign, useCampaigns } from '../../stores/campaigns';
import { useDungeon } from '../../stores/dungeon';
import { useParty } from '../../stores/party';
import { useSystemUi } from '../../systems';
import { AddMemberForm } from './AddMemberForm';
import { GmNotePanel } from './GmNotePanel';
import { GrowthPanel } from './GrowthPanel';
import { InventoryPanel } from './InventoryPanel';
import { LastingPanel } from './LastingPanel';
import { MemberSheet } from './MemberSheet';
import { PartySummary } from './PartySummary';
import { PursePanel } from './PursePanel';
import { RosterCard } from './RosterCard';


export function PartyView() {
  const campaign = useCampaigns(selectCurrentCampaign);
  const { parties, view, load, open, change, loaded } = useParty();
  const [creating, setCreating] = useState(false);
  const errors = useFieldErrors([]);
  const FirstParty = useSystemUi()?.fileImport?.FirstParty ?? null;
  useErrorToast(errors.general);

  const campaignId = campaign?.id;
  const { setError } = errors;
  useEffect(() => {
    if (campaignId !== undefined) load(campaignId).catch(setError);
  }, [campaignId, load, setError]);
  // The roster cards show each caster's prepared spells, which the party's Dungeon state carries.
  const shownPartyId = view?.id;
  useEffect(() => {
    if (shownPartyId !== undefined && useDungeon.getState().state?.partyId !== shownPartyId) void useDungeon.getState().load(shownPartyId);
  }, [shownPartyId]);

  if (!campaign) return <p className="empty">Choose or create a campaign first.</p>;
  // Until this campaign's parties have come, the store may still hold another campaign's:
  // showing them (or a "new party" form that vanishes mid-typing) would mislead.
  const ready = loaded;

  return (
    <section className="view party-view" aria-labelledby="party-title">
      <header className="view-header party-header">
        <div>
          <h1 id="party-title">Party</h1>
          <p className="view-sub">Who travels together, what they carry, and how fast and how long they can go.</p>
        </div>
        <div className="party-tools">
          {ready && parties.length > 0 && (
            <select aria-label="Current party" value={view?.id ?? ''} onChange={(e) => void open(Number(e.target.value))}>
              {parties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.memberCount})
                </option>
              ))}
            </select>
          )}
          <button type="button" onClick={() => setCreating((c) => !c)}>
            New party
          </button>
          {view && (
            <button type="button" onClick={() => void api.party.export({ partyId: view.id }).then((f) => downloadJson(fileNameFor(view.name, 'party'), f))}>
              Export
            </button>
          )}
          <ImportJsonButton
            label="Import…"
            describe="Import a party from a JSON file"
            onJson={(json) => errors.attempt(() => change('party.import', { campaignId: campaign.id, file: json as never }))}
            onError={errors.setError}
          />
        </div>
      </header>

      {!ready && <p className="empty">Loading the parties…</p>}
      {ready && (creating || parties.length === 0) && (
        <div className="panel">
          <NameForm
            label="New party"
            placeholder="e.g. The Lantern Bearers"
            submitLabel="Create party"
            autoFocus={creating}
            method="party.create"
            toInput={(name) => ({ campaignId: campaign.id, name })}
            send={(input) => change('party.create', input)}
            onDone={() => setCreating(false)}
          />
          {parties.length === 0 && FirstParty && <FirstParty campaignId={campaign.id} />}
        </div>
      )}
      {ready && view && <PartyBody party={view} />}
    </section>
  );
}

function PartyBody({ party }: { party: Party }) {
  const { change, selectedMemberId, remove } = useParty();
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<'party' | MemberView | null>(null);
  const [tab, setTab] = useState('inventory');
  const ui = useSystemUi();
  const selected = party.members.find((m) => m.id === selectedMemberId) ?? null;
  const extraTabs = selected && isCharacter(selected) ? (ui?.memberTabs ?? []) : [];
  const extra = extraTabs.find((t) => t.id === tab);
  const errors = useFieldErrors([]);
  const FileImport = ui?.fileImport?.Roster ?? null;
  useErrorToast(errors.general);

  function move(index: number, delta: -1 | 1) {
    const ids = party.members.map((m) => m.id);
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    void errors.attempt(() => change('party.reorder', { partyId: party.id, memberIds: ids }));
  }

  const roster = (
    <ol className="roster" aria-label="Members in marching order">
      {party.members.map((m, i) => (
        <RosterCard
          key={m.id}
          member={m}
          leader={m.id === party.leaderMemberId}
          selected={m.id === selectedMemberId}
          first={i === 0}
          last={i === party.members.length - 1}
          onMove={(delta) => move(i, delta)}
        />
      ))}
    </ol>
  );

  return (
    <>
      <div className="party-meta">
        <span>
          {party.location.kind === 'none' ? 'Whereabouts not set' : party.location.kind === 'dungeon' ? `In ${party.location.name}` : `At hex ${party.location.hex?.col}, ${party.location.hex?.row} ${party.location.name}`}
        </span>
        <label className="inline">
          Leader
          <select
            value={party.leaderMemberId ?? ''}
            onChange={(e) =>
              void errors.attempt(() => change('party.update', { partyId: party.id, leaderMemberId: e.target.value ? Number(e.target.value) : null, read: { leaderMemberId: party.leaderMemberId } }))
            }
          >
            <option value="">None</option>
            <CharacterOptions members={party.members} />
          </select>
        </label>
        <button type="button" className="danger-quiet" onClick={() => setConfirmDelete('party')}>
          Delete party
        </button>
      </div>

      <PartySummary party={party} />

      <div className="party-body">
        <section className="roster-column" aria-labelledby="roster-title">
          <header className="column-head">
            <h2 id="roster-title">Marching order</h2>
            {/* Not while the form is open: pressed for the next member as the last one's card showed,
                it let the last one's answer close the form under what was being typed. */}
            <button type="button" className="primary" disabled={adding} onClick={() => setAdding(true)}>
              Add member
            </button>
          </header>
          {adding && <AddMemberForm partyId={party.id} onDone={() => setAdding(false)} />}
          {party.members.length === 0 && !adding && <p className="empty">No members yet.</p>}
          {FileImport ? <FileImport party={party}>{roster}</FileImport> : roster}
          <p className="hint">Tab to a card; Enter opens it, Alt+↑/↓ moves it in the marching order.</p>
        </section>

        <section className="detail-column" aria-label="Selected member">
          {selected ? (
            <>
              <header className="column-head">
                <h2>{selected.name}</h2>
                <div className="tabs" role="tablist">
                  <button type="button" role="tab" aria-selected={tab === 'inventory'} onClick={() => setTab('inventory')}>
                    Inventory
                  </button>
                  <button type="button" role="tab" aria-selected={tab === 'sheet'} onClick={() => setTab('sheet')}>
                    Sheet
                  </button>
                  {extraTabs.map((t) => (
                    <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} onClick={() => setTab(t.id)}>
                      {t.label}
                    </button>
                  ))}
                </div>
              </header>
              <ul className="reasons" aria-label={`Why ${selected.name}'s figures are what they are`}>
                {selected.figures.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <LastingPanel member={selected} kinds={party.lastingKinds} />
              {isCharacter(selected) && <GrowthPanel key={selected.id} party={party} member={selected} />}
              {tab === 'sheet' ? (
                <>
                  <MemberSheet member={selected} />
                  <GmNotePanel key={selected.id} member={selected} />
                </>
              ) : extra ? (
                <extra.Panel member={selected} />
              ) : (
                <InventoryPanel party={party} holder={{ memberId: selected.id }} title={`${selected.name} carries`} stacks={selected.items} />
              )}
              <div className="detail-actions">
                <button
                  type="button"
                  onClick={() => void api.member.export({ memberId: selected.id }).then((f) => downloadJson(fileNameFor(selected.name, 'member'), f))}
                >
                  Export character
                </button>
                <button type="button" className="danger-quiet" onClick={() => setConfirmDelete(selected)}>
                  Remove from party
                </button>
              </div>
            </>
          ) : (
            <p className="empty">Select a member to see their sheet and belongings.</p>
          )}
        </section>
      </div>

      <div className="panel">
        <InventoryPanel party={party} holder={{ partyId: party.id }} title="Party stores" stacks={party.stores} />
      </div>
      <PursePanel party={party} />

      {confirmDelete && (
        <ConfirmDialog
          title={confirmDelete === 'party' ? `Delete “${party.name}”?` : `Remove ${confirmDelete.name}?`}
          confirmLabel={confirmDelete === 'party' ? 'Delete party' : 'Remove member'}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => {
            const target = confirmDelete;
            setConfirmDelete(null);
            void errors.attempt(async () => {
              if (target === 'party') {
                await remove(party.id);
              } else {
                await change('member.delete', { memberId: target.id });
              }
            });
          }}
        >
          <p>
            {confirmDelete === 'party'
              ? 'Its members and everything they and the stores hold go with it.'
              : 'Everything they carry goes with them.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
