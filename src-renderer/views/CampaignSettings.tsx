import { optionGuides, rulesLabel, rulesOptionsSchemas, type Campaign, type OptionGuide } from '../../src-shared/contract';
import { FieldError } from '../components/FieldError';
import { FormFooter } from '../components/forms/FormFooter';
import { useContractForm, type Draft } from '../components/forms/use-contract-form';
import { useCampaigns } from '../stores/campaigns';

const field = (key: string) => `rulesOptions.${key}`;

const toDraft = (campaign: Campaign): Draft =>
  Object.fromEntries(Object.entries(campaign.rulesOptions).map(([k, v]) => [field(k), typeof v === 'boolean' ? v : String(v)]));

/** A figure left empty or mistyped stays wrong (NaN), so the check names it instead of the default quietly taking its place. */
function toOptions(draft: Draft, guide: readonly OptionGuide[]): Record<string, unknown> {
  return Object.fromEntries(
    guide.map((g) => {
      const value = draft[field(g.key)];
      if (typeof value === 'boolean' || g.choices) return [g.key, value];
      return [g.key, value === undefined || value.trim() === '' ? Number.NaN : Number(value.trim())];
    }),
  );
}

/** A campaign's rules options, each with what it means or where its default comes from. */
export function CampaignSettings({ campaign, onDone }: { campaign: Campaign; onDone(): void }) {
  const configure = useCampaigns((s) => s.configure);
  const guide = optionGuides[campaign.rulesSystem];
  const form = useContractForm('campaign.configure', {
    initial: toDraft(campaign),
    keepDraft: true,
    toInput: (draft) => ({ id: campaign.id, rulesOptions: toOptions(draft, guide) }),
    nested: [{ at: ['rulesOptions'], schema: rulesOptionsSchemas[campaign.rulesSystem] }],
    send: (input) => configure(input.id, input.rulesOptions),
    onDone,
  });

  return (
    <form className="campaign-settings" {...form.formProps} aria-label={`Rules options of ${campaign.name}`}>
      <h3>{rulesLabel(campaign.rulesSystem, campaign.rulesOptions)}: options</h3>
      <div className="settings-list">
        {guide.map((g) => {
          const id = `option-${campaign.id}-${g.key}`;
          const name = field(g.key);
          const value = form.draft[name];
          const invalid = form.errorFor(name) !== null;
          return (
            <div key={g.key} className={`setting${invalid ? ' invalid' : ''}`}>
              <div className="setting-control">
                {typeof value === 'boolean' ? (
                  <label className="check" htmlFor={id}>
                    <input id={id} {...form.checkbox(name)} />
                    {g.label}
                  </label>
                ) : (
                  <>
                    <label htmlFor={id}>{g.label}</label>
                    {g.choices ? (
                      <select id={id} {...form.text(name)}>
                        {g.choices.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span className="setting-number">
                        <input id={id} className="qty" inputMode="decimal" {...form.text(name)} />
                        {g.unit && <span className="muted">{g.unit}</span>}
                      </span>
                    )}
                  </>
                )}
              </div>
              <FieldError {...form.errorProps(name)} />
              <p className="setting-note">{g.note}</p>
            </div>
          );
        })}
      </div>
      <FormFooter form={form} submitLabel="Save options" cancelLabel="Close" onCancel={onDone} />
    </form>
  );
}
