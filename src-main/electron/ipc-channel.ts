export const ipcChannel = (method: string) => `lantern:${method}`;
