import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import { Modal } from '../../components/Modal';
import { useShortcuts } from '../../components/use-shortcuts';

/** Every key the play views bind, by where it works: the one list the legend shows. */
const LEGEND: { where: string; keys: [string, string][] }[] = [
  {
    where: 'Everywhere',
    keys: [
      ['Alt+1 … Alt+7', 'go to a view'],
      ['?', 'this legend'],
      ['Ctrl+Z', 'undo'],
      ['Ctrl+Shift+Z or Ctrl+Y', 'redo'],
    ],
  },
  {
    where: 'Dungeon and Wilderness clock',
    keys: [
      ['T', 'a turn'],
      ['R', 'a round'],
      ['H', 'an hour'],
      ['D', 'a day'],
      ['U', 'until something happens'],
    ],
  },
  {
    where: 'Dungeon',
    keys: [
      ['O', 'open the door where the party stands'],
      ['B', 'force (break) that door'],
      ['S', 'search this wall for secret doors'],
      ['X', 'search for traps'],
      ['L', 'listen'],
      ['E', 'rest'],
      ['W', 'a wandering check'],
      ['F', 'set an effect'],
    ],
  },
  {
    where: 'Wilderness map',
    keys: [
      ['Arrows', 'pan'],
      ['+ and -', 'zoom'],
      ['F', 'fit the region'],
      ['G', 'coordinates'],
      ['L', 'legend'],
      ['C', 'camp a day'],
    ],
  },
  {
    where: 'Combat',
    keys: [
      ['N', 'next fighter'],
      ['A', 'attack'],
      ['D', 'defend'],
      ['R', 'end the round'],
      ['F', 'set an effect'],
      ['↑ and ↓', 'choose the target'],
    ],
  },
  {
    where: 'Wandering encounter card',
    keys: [
      ['Shift+F', 'fight'],
      ['Shift+K', 'talk'],
      ['Shift+V', 'evade'],
      ['Shift+Q', 'dismiss or part ways'],
    ],
  },
];

const useLegend = create<{ open: boolean; setOpen(open: boolean): void }>((set) => ({ open: false, setOpen: (open) => set({ open }) }));

/** The cockpit's way to the legend, and `?` from anywhere in a play view. */
export function KeysButton() {
  const { open, setOpen } = useLegend();
  useShortcuts(useMemo(() => [{ key: '?', run: () => setOpen(!useLegend.getState().open) }], [setOpen]));
  const close = useCallback(() => setOpen(false), [setOpen]);
  return (
    <>
      <button type="button" className="keys-button" data-key="?" onClick={() => setOpen(true)}>
        All keys <kbd>?</kbd>
      </button>
      {open && <KeyLegend onClose={close} />}
    </>
  );
}

function KeyLegend({ onClose }: { onClose(): void }) {
  return (
    <Modal onCancel={onClose}>
      <div className="dialog key-legend" role="dialog" aria-modal="true" aria-labelledby="key-legend-title">
        <h2 id="key-legend-title">Keys</h2>
        <div className="key-legend-groups">
          {LEGEND.map((g) => (
            <section key={g.where} aria-label={g.where}>
              <h3>{g.where}</h3>
              <dl>
                {g.keys.map(([key, what]) => (
                  <div key={key}>
                    <dt>
                      <kbd>{key}</kbd>
                    </dt>
                    <dd>{what}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <div className="dialog-actions">
          <button type="button" autoFocus onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
