export const ipcChannel = (method: string) => `lantern:${method}`;

/** Main to window only: each GM action, as the live feed tells it. */
export const LIVE_CHANNEL = 'lantern:live';

/** Window to main, from the GM's window only: open the players' screen in a window of its own. */
export const PLAYERS_WINDOW_CHANNEL = 'lantern:open-players-window';
