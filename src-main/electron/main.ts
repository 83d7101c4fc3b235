import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, dialog, session } from 'electron';
import { createBackend, type Backend } from '../backend';
import { DATA_FILE_NAME } from '../data-location';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { callingWindow, registerIpc } from './ipc';
import { LIVE_CHANNEL } from './ipc-channel';
import { devServerUrlFor } from './url-policy';
import { createMainWindow, isAppUrl } from './window';

const here = path.dirname(fileURLToPath(import.meta.url));
const appRoot = app.getAppPath();
const devServerUrl = devServerUrlFor(process.env.ELECTRON_RENDERER_URL, app.isPackaged);
// Built by `npm run electron:rebuild-sqlite` for Electron's ABI; Node's own build stays for tests.
const electronSqlite = path.join(appRoot, 'build', 'electron', 'better_sqlite3.node');

registerAppScheme();
if (!app.requestSingleInstanceLock()) app.quit();

let backend: Backend | null = null;

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.whenReady().then(() => {
  if (!fs.existsSync(electronSqlite)) {
    dialog.showErrorBox(
      'Lantern cannot open its database',
      `The SQLite module for Electron is missing (${electronSqlite}). Run "npm run electron:rebuild-sqlite" once, then start Lantern again.`,
    );
    app.exit(1);
    return;
  }
  try {
    backend = createBackend({
      file: path.join(app.getPath('userData'), DATA_FILE_NAME),
      appRoot,
      host: 'electron',
      nativeBinding: electronSqlite,
    });
  } catch (error) {
    dialog.showErrorBox('Lantern cannot open the campaign file', (error as Error).message);
    app.exit(1);
    return;
  }
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  serveRenderer(path.join(appRoot, 'out', 'renderer'));
  const window = createMainWindow(path.join(here, '../preload'), devServerUrl);
  registerIpc(backend.router, (event) => event.sender === window.webContents && isAppUrl(event.senderFrame?.url ?? '', devServerUrl));
  // The desktop app's one user is the GM, so its window gets the GM's version of each change.
  const stopLive = backend.live.subscribe('gm', (change) => {
    if (!window.isDestroyed() && callingWindow() !== window.webContents) window.webContents.send(LIVE_CHANNEL, change);
  });
  window.on('closed', stopLive);
});

app.on('window-all-closed', () => app.quit());
app.on('will-quit', () => backend?.close());
