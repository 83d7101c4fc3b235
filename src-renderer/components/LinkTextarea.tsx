import { useEffect, useId, useRef, useState, type TextareaHTMLAttributes } from 'react';
import { completeName, linkBeingTyped, linkText } from '../../src-shared/notebook-links';
import { useCampaigns } from '../stores/campaigns';
import { useNotebook } from '../stores/notebook';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & { value: string; onChange(value: string): void };

/**
 * A textarea that completes links to the notebook's pages: typing `@` or `[[` and a few
 * letters offers the pages of that name; Enter or Tab (or a click) writes `[[Name]]`.
 */
export function LinkTextarea({ value, onChange, ...rest }: Props) {
  const campaignId = useCampaigns((s) => s.selectedId);
  const pages = useNotebook((s) => s.pages);
  const notebookOf = useNotebook((s) => s.campaignId);
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [chosen, setChosen] = useState(0);
  const listId = useId();

  useEffect(() => {
    if (campaignId !== null && notebookOf !== campaignId) void useNotebook.getState().load(campaignId);
  }, [campaignId, notebookOf]);

  const typing = caret === null ? null : linkBeingTyped(value, caret);
  const offers = typing ? completeName(typing.typed, pages.map((p) => p.name)) : [];
  const open = offers.length > 0;

  function pick(name: string) {
    if (!typing || caret === null) return;
    const link = linkText(name);
    const next = value.slice(0, typing.start) + link + value.slice(caret);
    onChange(next);
    const at = typing.start + link.length;
    setCaret(null);
    requestAnimationFrame(() => ref.current?.setSelectionRange(at, at));
  }

  return (
    <span className="link-textarea">
      <textarea
        {...rest}
        ref={ref}
        value={value}
        // A textarea may not take the combobox role (nor aria-expanded): it names the offers it controls while they show.
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
          setChosen(0);
        }}
        onBlur={() => setTimeout(() => setCaret(null), 150)}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setChosen((c) => (c + (e.key === 'ArrowDown' ? 1 : offers.length - 1)) % offers.length);
          } else if (e.key === 'Enter' || e.key === 'Tab') {
            e.preventDefault();
            pick(offers[Math.min(chosen, offers.length - 1)]);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            setCaret(null);
          }
        }}
      />
      {open && (
        <ul className="link-offers" id={listId} role="listbox" aria-label="Link to a page">
          {offers.map((name, i) => (
            <li key={name} role="option" aria-selected={i === chosen} onMouseDown={(e) => (e.preventDefault(), pick(name))}>
              {name}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
