import { create } from 'zustand';

export const views = [
  { id: 'campaigns', label: 'Campaigns', icon: '◈' },
  { id: 'party', label: 'Party', icon: '☗' },
  { id: 'dungeon', label: 'Dungeon', icon: '▦' },
  { id: 'wilderness', label: 'Wilderness', icon: '⬡' },
  { id: 'combat', label: 'Combat', icon: '⚔' },
  { id: 'journal', label: 'Journal', icon: '✎' },
  { id: 'calendar', label: 'Calendar', icon: '☾' },
  { id: 'notebook', label: 'Notebook', icon: '❦' },
] as const;
export type ViewId = (typeof views)[number]['id'];

const fromHash = (): ViewId => {
  const id = window.location.hash.replace(/^#\/?/, '');
  return views.some((v) => v.id === id) ? (id as ViewId) : 'campaigns';
};

interface NavigationState {
  view: ViewId;
  go(view: ViewId): void;
}

/** The view lives in the URL hash so reloading, or a second screen, keeps the place. */
export const useNavigation = create<NavigationState>((set) => {
  window.addEventListener('hashchange', () => set({ view: fromHash() }));
  return {
    view: fromHash(),
    go(view) {
      window.location.hash = `/${view}`;
      set({ view });
    },
  };
});
