import { useCampaigns } from '../stores/campaigns';

export function CampaignSwitcher() {
  const { campaigns, selectedId, select } = useCampaigns();
  if (campaigns.length === 0) return <span className="switcher-empty">No campaign yet</span>;
  return (
    <label className="switcher">
      <span className="switcher-label">Campaign</span>
      <select
        aria-label="Current campaign"
        value={selectedId ?? ''}
        onChange={(e) => void select(Number(e.target.value))}
      >
        {campaigns.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
