import { useId, useState, type ReactNode } from 'react';

/**
 * A rules citation or explanation kept out of the way of the verdict it backs: a "why?" that
 * opens the text in place, beside what it explains, and closes it again. `about` names what it
 * explains for a screen reader ("why? surprise"), after the words it shows.
 */
export function Why({ about, children }: { about: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="why">
      <button type="button" className="why-toggle" aria-expanded={open} aria-controls={id} aria-label={`why? ${about}`} onClick={() => setOpen((o) => !o)}>
        why?
      </button>
      {/* Kept in the page while closed, so the card's text stays searchable and one click shows it without a wait. */}
      <span id={id} className="why-text" hidden={!open}>
        {children}
      </span>
    </span>
  );
}
