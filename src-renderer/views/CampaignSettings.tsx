import { useState, type FormEvent } from 'react';
import { optionGuides, rulesLabel, type Campaign, type OptionGuide } from '../../src-shared/contract';
import { Banner } from '../components/Banner';
import { FieldError } from '../components/FieldError';
import { useFieldErrors } from '../components/field-errors';
import { useCampaigns } from '../stores/campaigns';

type Draft = Record<string, string | boolean>;

const toDraft = (campaign: Campaign): Draft =>
  Object.fromEntries(Object.entries(campaign.rulesOptions).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)]));

/** Kept as typed so a half-typed figure is not lost; the server judges it and names it if it is wrong. */
function toOptions(draft: Draft, guide: readonly OptionGuide[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(draft).map(([key, value]) => {
      const option = guide.find((g) => g.key === key);
      if (typeof value === 'boolean' || option?.choices) return [key, value];
      return [key, value.trim() === '' ? value : Number(value)];
    }),
  );
}

/** A campaign's rules options, each with what it means or where its default comes from. */
export function CampaignSettings({ campaign, onDone }: { campaign: Campaign; onDone(): void }) {
  const configure = useCampaigns((s) => s.configure);
  const guide = optionGuides[campaign.rulesSystem];
  const [draft, setDraft] = useState<Draft>(() => toDraft(campaign));
  const errors = useFieldErrors(guide.map((g) => `rulesOptions.${g.key}`));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (await errors.attempt(() => configure(campaign.id, toOptions(draft, guide)))) onDone();
  }

  return (
    <form className="campaign-settings" onSubmit={save} noValidate aria-label={`Rules options of ${campaign.name}`}>
      <h3>{rulesLabel(campaign.rulesSystem, campaign.rulesOptions)}: options</h3>
      <div className="settings-list">
        {guide.map((g) => {
          const id = `option-${campaign.id}-${g.key}`;
          const value = draft[g.key];
          const error = errors.errorFor(`rulesOptions.${g.key}`);
          return (
            <div key={g.key} className={`setting${error ? ' invalid' : ''}`}>
              <div className="setting-control">
                {typeof value === 'boolean' ? (
                  <label className="check" htmlFor={id}>
                    <input id={id} type="checkbox" checked={value} onChange={(e) => setDraft((d) => ({ ...d, [g.key]: e.target.checked }))} />
                    {g.label}
                  </label>
                ) : (
                  <>
                    <label htmlFor={id}>{g.label}</label>
                    {g.choices ? (
                      <select id={id} value={String(value)} onChange={(e) => setDraft((d) => ({ ...d, [g.key]: e.target.value }))}>
                        {g.choices.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span className="setting-number">
                        <input
                          id={id}
                          className="qty"
                          inputMode="decimal"
                          value={String(value)}
                          aria-invalid={error ? true : undefined}
                          onChange={(e) => setDraft((d) => ({ ...d, [g.key]: e.target.value }))}
                        />
                        {g.unit && <span className="muted">{g.unit}</span>}
                      </span>
                    )}
                  </>
                )}
              </div>
              <p className="setting-note">{g.note}</p>
              <FieldError message={error} />
            </div>
          );
        })}
      </div>
      <Banner message={errors.general} />
      <div className="sheet-actions">
        <button type="submit" className="primary">
          Save options
        </button>
        <button type="button" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
