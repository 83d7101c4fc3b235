import { useState } from 'react';
import { playersLink } from '../api/transport';
import { QrCode } from './QrCode';

/**
 * The GM's way to the players' screen: a link to open on a second screen or send
 * to a tablet at the table (or scan as a QR code), and a button that revokes it (the
 * old link stops at once, and the players' open screens with it).
 */
export function PlayersLink() {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function fetchLink(revoke: boolean) {
    try {
      setUrl((await playersLink(revoke)).url);
      setNote(revoke ? 'The old link no longer works. Share this one.' : null);
    } catch (e) {
      setNote((e as Error).message);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNote('Copied.');
    } catch {
      setNote('Select the link and copy it.');
    }
  }

  return (
    <span className="players-link">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          if (!open && !url) void fetchLink(false);
        }}
      >
        Players' screen
      </button>
      {open && (
        <div className="players-link-panel" role="dialog" aria-label="Players' link">
          <p>Open this on the screen the players see, or scan the code with a tablet. It only shows what the table may know and cannot change anything.</p>
          {url && <QrCode text={url} label="QR code of the players' link" />}
          <input readOnly value={url ?? ''} aria-label="Players' link address" onFocus={(e) => e.currentTarget.select()} />
          <div className="players-link-actions">
            <button type="button" onClick={() => void copy()} disabled={!url}>
              Copy
            </button>
            {url && (
              <a href={url} target="_blank" rel="noreferrer">
                Open
              </a>
            )}
            <button type="button" className="danger" onClick={() => void fetchLink(true)}>
              Revoke and make a new link
            </button>
          </div>
          {note && <p role="status">{note}</p>}
        </div>
      )}
    </span>
  );
}
