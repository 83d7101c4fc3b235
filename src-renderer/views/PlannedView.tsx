import type { ViewId } from '../stores/navigation';
import { views } from '../stores/navigation';

type Planned = Exclude<ViewId, 'campaigns' | 'party' | 'dungeon' | 'journal' | 'wilderness'>;

const plans: Record<Planned, { lead: string; items: string[] }> = {
  combat: {
    lead: 'Rounds, initiative and damage once swords are drawn.',
    items: ['Initiative order and the round counter', 'Attacks, damage and hit points', 'Lights and time keep running'],
  },
};

/** Stands in for a view that a later release fills, saying what it will hold. */
export function PlannedView({ id }: { id: Planned }) {
  const label = views.find((v) => v.id === id)!.label;
  const plan = plans[id];
  return (
    <section className="view planned-view" aria-labelledby="planned-title">
      <header className="view-header">
        <h1 id="planned-title">{label}</h1>
        <p className="view-sub">{plan.lead}</p>
      </header>
      <div className="panel">
        <p className="planned-note">This view is being built. It will hold:</p>
        <ul className="planned-list">
          {plan.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
