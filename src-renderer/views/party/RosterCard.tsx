import type { KeyboardEvent } from 'react';
import { memberKindLabels, type CasterView, type MemberView } from '../../../src-shared/contract';
import { LoadMeter, PoolMeters } from '../../components/PoolMeters';
import { distance } from '../../components/units';
import { useDungeon } from '../../stores/dungeon';
import { useParty } from '../../stores/party';

const capital = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/** What a member is, in the words of the campaign's sheet: "Dwarf Fighter 2", "Half-giant", "Orc". */
function subtitle(m: MemberView, beastLabel: (id: string) => string): string {
  if (m.kind === 'animal') return beastLabel(String(m.sheet.beast));
  if (m.kind === 'vehicle') return beastLabel(String(m.sheet.vehicle));
  const s = m.sheet as { race?: string | { name: string }; class?: string; level?: number; species?: string };
  if (typeof s.species === 'string') return s.species;
  if (typeof s.race === 'object') return s.race.name;
  return `${capital(s.race ?? 'human')} ${s.class ?? ''} ${s.level ?? ''}`.trim();
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
  const haulers = useParty((s) => s.haulers);
  const label = (id: string) => haulers?.beasts.find((b) => b.id === id)?.label ?? haulers?.vehicles.find((v) => v.id === id)?.label ?? id;
  const f = m.figures;
  const { unit } = f.move;
  const lasting = new Set(m.lasting.map((c) => c.id));
  const caster = useDungeon((s) => (s.state?.partyId === m.partyId ? (s.state.spells.casters.find((c) => c.memberId === m.id) ?? null) : null));

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
      <PoolMeters hp={m.hp} fp={m.fp} />
      <LoadMeter figures={f} />
      {m.standing && (
        <p className="roster-xp numeric" data-testid="member-level">
          Level {m.standing.level} · {m.standing.xp.toLocaleString('en')} XP
          {m.standing.canLevel && <span className="badge small">Level up</span>}
        </p>
      )}
      {caster && <CasterSpells caster={caster} />}
      <p className="roster-pace numeric" data-testid="member-pace">
        {f.canMove
          ? `${distance(f.move.perRound, unit)} a ${f.move.secondsPerRound === 1 ? 'second' : 'round'} · ${distance(f.move.perTurn, unit)} a turn · ${f.milesPerDay} mi a day`
          : 'Cannot move'}
      </p>
      {f.conditions.length > 0 && (
        <p className="roster-conditions">
          {f.conditions.map((c) => (
            <span key={c.id} className={`badge small ${lasting.has(c.id) ? 'lasting' : 'warn'}`} title={c.effect}>
              {c.label}
            </span>
          ))}
        </p>
      )}
    </li>
  );
}

/** A caster's spells for today: each prepared one, struck through once cast, and how many are left. */
function CasterSpells({ caster }: { caster: CasterView }) {
  if (caster.slots === null) return null;
  const left = caster.prepared.filter((p) => !p.cast).length;
  return (
    <p className="roster-spells small" data-testid="member-spells">
      <span className="numeric">
        {left} of {caster.prepared.length} spells left today
      </span>
      {caster.prepared.length === 0 ? (
        <span className="muted"> · none prepared</span>
      ) : (
        <>
          {' · '}
          {caster.prepared.map((p, i) => (
            <span key={`${p.spellId}-${i}`} className={p.cast ? 'spell-cast' : undefined} title={p.cast ? 'Cast today' : `Level ${p.level}, ready`}>
              {i > 0 && ', '}
              {p.cast ? <s>{p.name}</s> : p.name}
            </span>
          ))}
        </>
      )}
    </p>
  );
}
