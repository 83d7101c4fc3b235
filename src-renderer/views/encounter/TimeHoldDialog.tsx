import { useEffect, useRef } from 'react';
import { Modal } from '../../components/Modal';
import { useTimeHold } from '../../stores/time-hold';

/** Asked before an action spends time while foes wait on an open encounter card. */
export function TimeHoldDialog() {
  const { asking, answer } = useTimeHold();
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) firstRef.current?.focus();
  }, [asking]);
  if (!asking) return null;
  return (
    <Modal onCancel={() => answer('resolve')}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="time-hold-title" data-testid="time-hold">
        <h2 id="time-hold-title">An encounter is waiting</h2>
        <div className="dialog-body">
          <p>{asking.charAt(0).toUpperCase() + asking.slice(1)}.</p>
          <p>This takes time, and the foes will not stand by while it passes.</p>
        </div>
        <div className="dialog-actions">
          <button type="button" ref={firstRef} onClick={() => answer('resolve')}>
            Deal with them first
          </button>
          <button type="button" onClick={() => answer('evade')}>
            Evade them
          </button>
          <button type="button" className="danger" onClick={() => answer('run')}>
            Let time run
          </button>
        </div>
      </div>
    </Modal>
  );
}
