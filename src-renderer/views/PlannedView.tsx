import type { ViewId } from '../stores/navigation';
import { views } from '../stores/navigation';

type Planned = Exclude<ViewId, 'campaigns' | 'party'>;

const plans: Record<Planned, { lead: string; items: string[] }> = {
  dungeon: {
    lead: 'The table-side clock for delving, one ten-minute turn at a time.',
    items: [
      'A large clock with the turn counter, and next turn / next round keys',
      'Lit torches, lanterns and candles burning down on meters',
      'Searching, listening, forcing doors and resting, each costing the right time',
      'Wandering-monster checks on schedule, and the live journal',
    ],
  },
  wilderness: {
    lead: 'The hex map and the journey planner for land, river, sea and air.',
    items: [
      'A pannable hex map with terrain, roads, rivers, ports and notes',
      'Routes planned over the grid, day by day, with weather at sea',
      'Forced marches, getting lost and encounter checks along the way',
      'Committing a journey moves the party, the clock and the supplies',
    ],
  },
  combat: {
    lead: 'Rounds, initiative and damage once swords are drawn.',
    items: ['Initiative order and the round counter', 'Attacks, damage and hit points', 'Lights and time keep running'],
  },
  journal: {
    lead: 'Everything the GM did, with every die rolled, to read back or undo.',
    items: [
      'One entry per action, with its rolls and what changed',
      'Filters by kind, day and character',
      'Undo and redo, and a Markdown export of the session',
    ],
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
