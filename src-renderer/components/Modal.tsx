import { useEffect, type ReactNode } from 'react';

/** A backdrop over the whole window holding one dialog: Escape or a click on the backdrop cancels. */
export function Modal({ onCancel, children }: { onCancel(): void; children: ReactNode }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      {children}
    </div>
  );
}
