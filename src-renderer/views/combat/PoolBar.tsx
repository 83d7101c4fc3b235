import type { CSSProperties } from 'react';
import type { CombatantView } from '../../../src-shared/contract';
import { Meter } from '../../components/Meter';

type Pool = NonNullable<CombatantView['hp']>;

/** Left of 0 a pool gets at most this share of the bar, so the part that matters most stays wide. */
const MOST_BELOW_ZERO = 0.35;

/**
 * Where a value sits on a pool's bar. The bar runs from the lowest threshold below 0
 * (GURPS: the automatic death at -5 x HP) up to the maximum; 0 is always on it, and
 * the stretch below 0 is squeezed into at most a third when it is long.
 */
export function poolScale(pool: Pool) {
  const lowest = Math.min(0, pool.current, ...pool.marks.map((m) => m.at));
  const span = pool.max - lowest;
  const zero = lowest < 0 && span > 0 ? Math.min(-lowest / span, MOST_BELOW_ZERO) : 0;
  const at = (value: number) => {
    if (value >= 0) return zero + (1 - zero) * (pool.max > 0 ? Math.min(value, pool.max) / pool.max : 0);
    return lowest < 0 ? zero * (1 - value / lowest) : 0;
  };
  return { lowest, zero, at };
}

const toneOf = (pool: Pool) => {
  const share = pool.max > 0 ? pool.current / pool.max : 0;
  return share >= 2 / 3 ? 'ok' : share > 1 / 3 ? 'warn' : 'danger';
};

/** A hit point or fatigue bar with the rules' thresholds marked (hover a tick for what it means). */
export function PoolBar({ pool }: { pool: Pool }) {
  const { zero, at } = poolScale(pool);
  const fraction = at(pool.current);
  const marks = pool.marks.map((m) => ({ at: at(m.at), label: `${m.at}: ${m.label}` }));
  if (zero > 0 && !pool.marks.some((m) => m.at === 0)) marks.push({ at: zero, label: '0' });
  const style = {
    '--zero': `${zero * 100}%`,
    '--zero-in-fill': `${fraction > 0 ? Math.min(100, (zero / fraction) * 100) : 100}%`,
  } as CSSProperties;
  return (
    <div className={`cpool${pool.current <= 0 ? ' spent' : ''}`} style={style}>
      <Meter
        label={pool.label}
        fraction={fraction}
        tone={toneOf(pool)}
        text={`${pool.current} / ${pool.max}`}
        marks={marks}
      />
    </div>
  );
}
