import { useEffect } from 'react';
import { notify, useToasts, type Toast } from '../stores/toasts';

const WIDTH = 340;
/** The room a toast needs: under the control, else over it, else inside its top (a map taller than the window). */
const ROOM = 90;

function placement(t: Toast): React.CSSProperties {
  if (!t.spot) return { right: 16, bottom: 48 };
  const left = Math.max(8, Math.min(t.spot.left, window.innerWidth - WIDTH - 8));
  if (window.innerHeight - t.spot.bottom >= ROOM) return { left, top: t.spot.bottom + 6 };
  if (t.spot.top >= ROOM) return { left, bottom: window.innerHeight - t.spot.top + 6 };
  return { left, top: Math.max(t.spot.top, 0) + 6 };
}

/** The results and refusals of the GM's actions, each beside the control that asked for it. */
export function Toasts() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="toasts">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'} style={{ ...placement(t), maxWidth: WIDTH }} data-testid="toast">
          <span>{t.text}</span>
          <button type="button" className="icon" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/**
 * A view's refusal (kept in its store or form) shown as a toast beside the control the GM used,
 * once each time it is set, instead of a banner at the top of the page that may be out of view.
 */
export function useErrorToast(message: string | null | undefined) {
  useEffect(() => {
    if (message) notify(message, 'error');
  }, [message]);
}
