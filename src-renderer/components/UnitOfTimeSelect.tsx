import type { SelectHTMLAttributes } from 'react';
import { effectUnits } from '../../src-shared/contract';

/** Rounds, turns, hours or days: how an effect's or a spell's duration is counted. */
export function UnitOfTimeSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...props} aria-label="Unit of time">
      {effectUnits.map((u) => (
        <option key={u} value={u}>
          {u}
        </option>
      ))}
    </select>
  );
}
