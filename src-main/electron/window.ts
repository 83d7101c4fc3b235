import path from 'node:path';
import { BrowserWindow, shell } from 'electron';
import { APP_ORIGIN } from './app-protocol';
import { mayOpenExternally } from './url-policy';

export function isAppUrl(url: string, devServerUrl: string | undefined): boolean {
  try {
    const origin = new URL(url).origin;
    return origin === APP_ORIGIN || (devServerUrl !== undefined && origin === new URL(devServerUrl).origin);
  } catch {
    return false;
  }
}

/** The GM's window, or with `route` "/players" the players' screen for a second display. */
export function createMainWindow(preloadDir: string, devServerUrl: string | undefined, route = ''): BrowserWindow {
  const players = route === '/players';
  const window = new BrowserWindow({
    width: players ? 1920 : 1280,
    height: players ? 1080 : 820,
    minWidth: 960,
    minHeight: 600,
    title: players ? "Lantern: players' screen" : 'Lantern',
    backgroundColor: '#15171c',
    show: false,
    webPreferences: {
      preload: path.join(preloadDir, 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());

  window.webContents.setWindowOpenHandler(({ url }) => {
    // Links to the rules' publishers go to the system browser; a page never opens a window of its own.
    if (mayOpenExternally(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });

  void window.loadURL(`${devServerUrl ?? `${APP_ORIGIN}/index.html`}${route && `#${route}`}`);
  return window;
}
