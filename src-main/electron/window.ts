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

export function createMainWindow(preloadDir: string, devServerUrl: string | undefined): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    title: 'Lantern',
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
    // Links to the rules' publishers go to the system browser; the app never opens a second window.
    if (mayOpenExternally(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, devServerUrl)) event.preventDefault();
  });

  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
  return window;
}
