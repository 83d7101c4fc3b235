export const ipcChannel = (method: string) => `lantern:${method}`;

/** Main to window only: each GM action, as the live feed tells it. */
export const LIVE_CHANNEL = 'lantern:live';
