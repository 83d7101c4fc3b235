import { useId, useState } from 'react';
import { useParty } from '../stores/party';
import { FieldError } from './FieldError';

/**
 * Which party the players' screen shows outside a fight, for a campaign with more than
 * one (a camp left with the mule while the others go down): the GM's choice.
 */
export function PlayersFollow() {
  const { parties, followedId, follow } = useParty();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (parties.length < 2) return null;
  return (
    <div className="players-follow">
      <label>
        Players' screen shows{' '}
        <select
          value={followedId ?? ''}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setError(null);
            follow(Number(e.target.value)).catch((err: Error) => setError(err.message));
          }}
        >
          {parties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <FieldError message={error} id={errorId} />
    </div>
  );
}
