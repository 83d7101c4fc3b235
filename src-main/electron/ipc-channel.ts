export const ipcChannel = (method: string) => `lantern:${method}`;

/** Main to window only: each GM action, as the live feed tells it. */
export const LIVE_CHANNEL = 'lantern:live';

/** Window to main, from the GM's window only: open the players' screen in a window of its own. */
export const PLAYERS_WINDOW_CHANNEL = 'lantern:open-players-window';

/** Window to main, from the GM's window: choose a `.lantern` file and read it in, by path in the main process. */
export const IMPORT_FILE_CHANNEL = 'lantern:import-campaign-file';

/** Window to main, from the GM's window: choose where, and write one campaign's `.lantern` file there. */
export const EXPORT_FILE_CHANNEL = 'lantern:export-campaign-file';
