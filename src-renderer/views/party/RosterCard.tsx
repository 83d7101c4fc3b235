import type { KeyboardEvent } from 'react';
import { memberKindLabels, type MemberView } from '../../../src-shared/contract';
import { Meter } from '../../components/Meter';
import { useParty } from '../../stores/party';

function subtitle(m: MemberView, beastLabel: (id: string) => string): string {
  if (m.kind === 'animal') return beastLabel(String(m.sheet.beast));
  if (m.kind === 'vehicle') return beastLabel(String(m.sheet.vehicle));
  const s = m.sheet as { race: string; class: string; level: number };
  return `${s.race[0].toUpperCase()}${s.race.slice(1)} ${s.class} ${s.level}`;
}

interface Props {
  member: MemberView;
  leader: boolean;
  selected: boolean;
  first: boolean;
  last: boolean;
  onMove(delta: -1 | 1): void;
}

export function RosterCard({ member: m, leader, selected, first, last, onMove }: Props) {
  const select = useParty((s) => s.selectMember);
  const reference = useParty((s) => s.reference);
  const label = (id: string) =>
    reference?.beasts.find((b) => b.id === id)?.label ?? reference?.vehicles.find((v) => v.id === id)?.label ?? id;
  const f = m.figures;
  const hpFraction = m.hp.max > 0 ? m.hp.current / m.hp.max : 0;
  const loadTone = f.load === 'over' ? 'danger' : f.load === 'heavy' ? 'warn' : 'ok';

  function onKeyDown(event: KeyboardEvent) {
    // Alt+Up/Down moves the focused member in the marching order.
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMove(event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(m.id);
    }
  }

  return (
    <li
      className={`roster-card${selected ? ' selected' : ''}`}
      aria-label={m.name}
      aria-current={selected ? 'true' : undefined}
      tabIndex={0}
      onClick={() => select(m.id)}
      onKeyDown={onKeyDown}
    >
      <div className="roster-head">
        <span className="roster-order numeric" title="Place in the marching order">
          {m.position + 1}
        </span>
        <div className="roster-title">
          <h3>
            {m.name}
            {leader && <span className="badge small" title="Party leader">Leader</span>}
          </h3>
          <p className="roster-sub">
            {subtitle(m, label)} · {memberKindLabels[m.kind]}
            {f.darkvision && <span className="badge small dark" title="Sees in the dark">Darkvision</span>}
          </p>
        </div>
        <div className="roster-order-buttons">
          <button type="button" className="icon" aria-label={`Move ${m.name} up`} disabled={first} onClick={(e) => (e.stopPropagation(), onMove(-1))}>
            ▲
          </button>
          <button type="button" className="icon" aria-label={`Move ${m.name} down`} disabled={last} onClick={(e) => (e.stopPropagation(), onMove(1))}>
            ▼
          </button>
        </div>
      </div>
      <Meter
        label="Hit points"
        fraction={hpFraction}
        tone={hpFraction <= 0.25 ? 'danger' : hpFraction <= 0.5 ? 'warn' : 'ok'}
        text={`${m.hp.current} / ${m.hp.max}`}
      />
      <Meter
        label={`Load · ${f.loadLabel.toLowerCase()}`}
        fraction={f.loadFraction}
        tone={loadTone}
        mark={f.capacity.heavy > 0 ? f.capacity.light / f.capacity.heavy : undefined}
        markLabel={`Light load up to ${f.capacity.light} lb`}
        text={`${Math.round(f.carriedPounds * 10) / 10} / ${f.capacity.heavy} lb`}
      />
      <p className="roster-pace numeric" data-testid="member-pace">
        {f.canMove ? `${f.feetPerRound}' a round · ${f.feetPerTurn}' a turn · ${f.milesPerDay} mi a day` : 'Cannot move'}
      </p>
    </li>
  );
}
