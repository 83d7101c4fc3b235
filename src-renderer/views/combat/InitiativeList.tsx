import type { CombatantView } from '../../../src-shared/contract';
import { PoolBar } from './PoolBar';

interface Props {
  combatants: CombatantView[];
  targetId: number | null;
  actorId: number | null;
  /** Clicking a fighter picks them as the target; left out on the players' screen. */
  onPick?(id: number): void;
  /** The players' screen: foes show how they look, not their numbers. */
  players?: boolean;
  /** The rules let equal numbers act at the same time, so they share a place in the order. */
  tiesActTogether?: boolean;
}

/** Each fighter's place in the order, and who else acts on the same number (only where the rules say equal numbers act together). */
function places(combatants: CombatantView[], together: boolean): { place: number; alongside: string[] }[] {
  const sameNumber = (a: CombatantView, b: CombatantView | undefined) => together && b !== undefined && !a.out && !b.out && a.initiative === b.initiative;
  const result: { place: number; alongside: string[] }[] = [];
  combatants.forEach((c, i) => {
    const place = sameNumber(c, combatants[i - 1]) ? result[i - 1].place : (result[i - 1]?.place ?? 0) + 1;
    const alongside = combatants.filter((o, j) => j !== i && sameNumber(c, o) && combatants.slice(Math.min(i, j), Math.max(i, j) + 1).every((m) => sameNumber(c, m)));
    result.push({ place, alongside: alongside.map((o) => o.name) });
  });
  return result;
}

/** The turn order, top to bottom: who acts now, who is hurt, what holds them. */
export function InitiativeList({ combatants, targetId, actorId, onPick, players = false, tiesActTogether = false }: Props) {
  const placed = places(combatants, tiesActTogether);
  return (
    <ol className={`initiative${players ? ' for-players' : ''}`} aria-label="Initiative order">
      {combatants.map((c, i) => (
        <CombatantCard
          key={c.id}
          combatant={c}
          order={placed[i].place}
          alongside={placed[i].alongside}
          target={c.id === targetId}
          acting={actorId !== null && c.id === actorId && !c.current}
          onPick={onPick}
          players={players}
        />
      ))}
    </ol>
  );
}

function CombatantCard(props: { combatant: CombatantView; order: number; alongside: string[]; target: boolean; acting: boolean; onPick?(id: number): void; players: boolean }) {
  const { combatant: c, order, alongside, target, acting, onPick, players } = props;
  const classes = ['fighter', `side-${c.side}`, c.current && 'current', target && 'target', acting && 'acting', c.out && 'out'].filter(Boolean).join(' ');
  const pick = onPick && (() => onPick(c.id));
  return (
    <li
      className={classes}
      aria-label={c.name}
      aria-current={c.current ? 'true' : undefined}
      data-testid="combatant"
      title={c.out ? c.conditions.map((k) => k.label).join(', ') || undefined : undefined}
      tabIndex={pick ? 0 : undefined}
      onClick={pick}
      onKeyDown={pick && ((e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), pick()))}
    >
      <div className="fighter-head">
        <span className="fighter-order numeric" aria-hidden="true">
          {c.current ? '▶' : order}
        </span>
        <span className="fighter-icon" aria-hidden="true" title={c.side === 'party' ? 'Party' : 'Foe'}>
          {c.side === 'party' ? '☗' : '☠'}
        </span>
        <span className="fighter-name">{c.name}</span>
        <span className="visually-hidden">
          {c.side === 'party' ? ', party' : ', foe'}
          {c.current ? ', acting now' : ''}
        </span>
        {alongside.length > 0 && (
          <span className="badge small together" title={`Same initiative number as ${alongside.join(', ')}: they act at the same time.`}>
            Same time
          </span>
        )}
        {acting && <span className="badge small acting">Acting</span>}
        {target && <span className="badge small target-badge">Target</span>}
        {!players && !c.out && (
          <span className="fighter-init" title={`Initiative: ${c.initiativeText}`}>
            {c.initiativeText}
          </span>
        )}
        {(!c.hp || c.out) && (
          <span className="fighter-looks">
            {c.out && c.hp && <span className="numeric">{c.hp.current} / {c.hp.max} HP · </span>}
            {c.conditions.find((k) => k.id === 'dead' || k.id === 'unconscious')?.label ?? c.looks}
          </span>
        )}
      </div>
      {c.hp && !c.out && (
        <div className="fighter-pools">
          <PoolBar pool={c.hp} />
          {c.fp && <PoolBar pool={c.fp} />}
        </div>
      )}
      {!c.out && (c.stance || c.conditions.length > 0) && (
        <div className="fighter-state">
          {c.stance && <span className="stance">{c.stance}</span>}
          {c.conditions.map((k) => (
            <span key={k.id} className={`badge small condition cond-${k.id}`} title={k.effect}>
              {k.label}
            </span>
          ))}
        </div>
      )}
    </li>
  );
}
