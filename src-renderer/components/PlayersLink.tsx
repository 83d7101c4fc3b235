import { useEffect, useState } from 'react';
import { playersLink, type PlayersLinkAnswer } from '../api/transport';
import { useCampaigns } from '../stores/campaigns';
import { QrCode } from './QrCode';

/**
 * The GM's way to the players' screen: a link to open on a second screen or send
 * to a tablet at the table (or scan as a QR code), and a button that revokes it (the
 * old link stops at once, and the players' open screens with it). Each link opens
 * the campaign open here when it was asked for, and no other.
 */
export function PlayersLink() {
  const selectedId = useCampaigns((s) => s.selectedId);
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<PlayersLinkAnswer | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const url = link?.url ?? null;

  async function fetchLink(revoke: boolean) {
    try {
      setLink(await playersLink(selectedId, revoke));
      setNote(revoke ? 'The old link no longer works. Share this one.' : null);
    } catch (e) {
      setNote((e as Error).message);
    }
  }

  // Another campaign picked while the panel is open: show that campaign's link.
  useEffect(() => {
    if (open && link?.campaign?.id !== (selectedId ?? undefined)) void fetchLink(false);
  }, [open, selectedId]);

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
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Players' screen
      </button>
      {open && (
        <div className="players-link-panel" role="dialog" aria-label="Players' link">
          <p>Open this on the screen the players see, or scan the code with a tablet. It only shows what the table may know and cannot change anything.</p>
          {link && (
            <p data-testid="players-link-campaign">
              {link.campaign ? (
                <>
                  For <strong>{link.campaign.name}</strong> only: your other campaigns stay closed to it.
                </>
              ) : (
                'There is no campaign yet: make one, then come back for its link.'
              )}
            </p>
          )}
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
