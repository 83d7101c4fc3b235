import { useEffect, useState } from 'react';
import { BIN_DAYS, rulesLabel, type Campaign } from '../../src-shared/contract';
import { formatGameTime } from '../../src-shared/time';
import { Banner } from '../components/Banner';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { NameForm } from '../components/NameForm';
import { useBackups } from '../stores/backups';
import { useCampaigns } from '../stores/campaigns';
import { rulesPresets } from '../systems';
import { CampaignSettings } from './CampaignSettings';
import { BackupsPanel, BinPanel, ExportCampaignButton, ImportCampaignButton } from './campaigns/Safekeeping';
import { Welcome } from './first-minute/Welcome';

export function CampaignsView() {
  const { campaigns, selectedId, loaded, loadError, create } = useCampaigns();
  const [pendingDelete, setPendingDelete] = useState<Campaign | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [rules, setRules] = useState(rulesPresets[0].id);
  const [startHour, setStartHour] = useState('8');
  const [imported, setImported] = useState<string | null>(null);
  const remove = useCampaigns((s) => s.remove);
  const loadSafekeeping = useBackups((s) => s.load);
  const choice = rulesPresets.find((c) => c.id === rules)!;
  useEffect(() => {
    loadSafekeeping().catch((e: Error) => setActionError(e.message));
  }, [loadSafekeeping]);

  return (
    <section className="view campaigns-view" aria-labelledby="campaigns-title">
      <header className="view-header">
        <h1 id="campaigns-title">Campaigns</h1>
        <p className="view-sub">
          {campaigns.length === 1 ? '1 campaign' : `${campaigns.length} campaigns`} in this file. The selected one is
          what the Party, Dungeon, Wilderness, Combat and Journal views work on.
        </p>
      </header>

      <Welcome />

      <div className="panel create-panel">
        <NameForm
          label="New campaign"
          placeholder="e.g. The Sunken Abbey"
          submitLabel="Create campaign"
          method="campaign.create"
          toInput={(name) => ({ name, rulesSystem: choice.system, rulesOptions: choice.options, startHour: startHour.trim() === '' ? Number.NaN : Number(startHour) })}
          send={(input) => create(input.name, input.rulesSystem, input.rulesOptions, input.startHour)}
        >
          <select aria-label="Rules" value={rules} onChange={(e) => setRules(e.target.value)}>
            {rulesPresets.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <label className="inline-check" title="The hour of the first day the clock starts at">
            starts at
            <input aria-label="Start hour" className="qty" inputMode="numeric" value={startHour} onChange={(e) => setStartHour(e.target.value)} />
            :00
          </label>
        </NameForm>
        <p className="hint">The rules are chosen once; their options (figures the rules leave to the GM) can be changed later under Options.</p>
        <div className="card-actions">
          <ImportCampaignButton
            onDone={(message, failed) => {
              setActionError(failed ? message : null);
              setImported(failed ? null : message);
            }}
          />
          <span className="hint">A campaign saved with Export, from this file or another.</span>
        </div>
        {imported && <p role="status">{imported}</p>}
      </div>

      <Banner message={loadError && `Could not load campaigns: ${loadError}`} />
      <Banner message={actionError} />
      {loaded && campaigns.length === 0 && (
        <p className="empty">No campaigns yet. Name one above to begin.</p>
      )}

      <ul className="campaign-grid" aria-label="Campaign list">
        {campaigns.map((c) => (
          <CampaignCard
            key={c.id}
            campaign={c}
            selected={c.id === selectedId}
            onDelete={() => setPendingDelete(c)}
            onError={setActionError}
          />
        ))}
      </ul>

      {pendingDelete && (
        <ConfirmDialog
          title={`Delete “${pendingDelete.name}”?`}
          confirmLabel="Delete campaign"
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            const target = pendingDelete;
            setPendingDelete(null);
            remove(target.id)
              .then(loadSafekeeping)
              .then(
                () => setActionError(null),
                (e: Error) => setActionError(e.message),
              );
          }}
        >
          <p>It goes to the bin below, whole, for {BIN_DAYS} days: restore it from there until then.</p>
        </ConfirmDialog>
      )}

      <BinPanel />
      <BackupsPanel />
    </section>
  );
}

function CampaignCard({
  campaign,
  selected,
  onDelete,
  onError,
}: {
  campaign: Campaign;
  selected: boolean;
  onDelete(): void;
  onError(message: string | null): void;
}) {
  const { rename, duplicate, select } = useCampaigns();
  const [renaming, setRenaming] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const run = (action: Promise<unknown>) => action.then(() => onError(null), (e: Error) => onError(e.message));

  return (
    <li className={selected ? 'campaign-card selected' : 'campaign-card'} aria-label={campaign.name}>
      {renaming ? (
        <NameForm
          label="Rename campaign"
          initial={campaign.name}
          submitLabel="Save"
          autoFocus
          onCancel={() => setRenaming(false)}
          method="campaign.rename"
          toInput={(name) => ({ id: campaign.id, name })}
          send={(input) => rename(input.id, input.name)}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <h2 className="campaign-name">{campaign.name}</h2>
      )}
      <dl className="campaign-facts">
        <div>
          <dt>Rules</dt>
          <dd>{rulesLabel(campaign.rulesSystem, campaign.rulesOptions)}</dd>
        </div>
        <div>
          <dt>Game time</dt>
          <dd className="numeric">{formatGameTime(campaign.gameTimeSeconds, campaign.calendar)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{new Date(campaign.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}</dd>
        </div>
      </dl>
      <div className="card-actions">
        {selected ? (
          <span className="badge">Current</span>
        ) : (
          <button type="button" className="primary" onClick={() => run(select(campaign.id))}>
            Open
          </button>
        )}
        <button type="button" onClick={() => setRenaming(true)} disabled={renaming}>
          Rename
        </button>
        <button type="button" onClick={() => run(duplicate(campaign.id))}>
          Duplicate
        </button>
        <button type="button" onClick={() => setConfiguring((c) => !c)} aria-expanded={configuring}>
          Options
        </button>
        <ExportCampaignButton campaignId={campaign.id} onError={onError} />
        <button type="button" className="danger-quiet" onClick={onDelete}>
          Delete
        </button>
      </div>
      {configuring && <CampaignSettings campaign={campaign} onDone={() => setConfiguring(false)} />}
    </li>
  );
}
