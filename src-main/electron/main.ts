import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, session, type WebContents } from 'electron';
import type { CampaignList, LiveEvent, Role } from '../../src-shared/contract';
import { createBackend, type Backend } from '../backend';
import { DATA_FILE_NAME } from '../data-location';
import { registerAppScheme, serveRenderer } from './app-protocol';
import { callingWindow, registerFileDialogs, registerIpc } from './ipc';
import { campaignFileMoves } from '../services/campaign-file-moves';
import { LIVE_CHANNEL, PLAYERS_WINDOW_CHANNEL } from './ipc-channel';
import { devServerUrlFor } from './url-policy';
import { createMainWindow, isAppUrl } from './window';
import { windowRoles } from './window-roles';

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
  const live = backend.live;
  const roles = windowRoles<WebContents>((url) => isAppUrl(url, devServerUrl));
  const callerOf = (event: Electron.IpcMainInvokeEvent) => roles.callerOf(event.sender, event.senderFrame?.url ?? '');
  registerIpc(backend.router, callerOf);
  registerFileDialogs(backend.router, campaignFileMoves(backend.transfers), callerOf);
  const router = backend.router;

  /**
   * A window of the app with the role the main process gives it, following each change in
   * that role's version; the players' one is bound to `onlyCampaign` and hears of no other.
   */
  function openWindow(role: Role, onlyCampaign?: number | null): BrowserWindow {
    const window = createMainWindow(path.join(here, '../preload'), devServerUrl, role === 'players' ? '/players' : '');
    const contents = window.webContents;
    roles.assign(contents, role, onlyCampaign);
    const send = (change: LiveEvent) => {
      if (!window.isDestroyed() && callingWindow() !== contents) contents.send(LIVE_CHANNEL, change);
    };
    const stopLive = role === 'gm' ? live.subscribe('gm', send) : live.subscribe('players', send, onlyCampaign ?? null);
    window.on('closed', () => {
      stopLive();
      roles.forget(contents);
    });
    return window;
  }

  const gmWindow = openWindow('gm');
  // The window is shown first; what is left to prepare is prepared while it loads, between its calls.
  void backend?.prepareStatementsInTurns();
  let playersWindow: { window: BrowserWindow; campaignId: number | null } | null = null;
  /**
   * One players' screen at a time, for the campaign the GM has open: asking again brings
   * it to the front, or opens it anew for the campaign the GM has switched to.
   */
  function showPlayersWindow(): void {
    const list = router.call('campaign.list', {}, 'gm');
    const campaignId = list.ok ? (list.result as CampaignList).selectedId : null;
    if (playersWindow && !playersWindow.window.isDestroyed()) {
      if (playersWindow.campaignId === campaignId) return playersWindow.window.focus();
      playersWindow.window.close();
    }
    const opened = { window: openWindow('players', campaignId), campaignId };
    playersWindow = opened;
    opened.window.on('closed', () => {
      if (playersWindow === opened) playersWindow = null;
    });
  }
  ipcMain.handle(PLAYERS_WINDOW_CHANNEL, (event) => {
    if (roles.roleOf(event.sender, event.senderFrame?.url ?? '') === 'gm') showPlayersWindow();
  });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      { role: 'fileMenu' },
      { role: 'editMenu' },
      {
        label: 'View',
        submenu: [{ label: "Open players' window", accelerator: 'CmdOrCtrl+Shift+P', click: showPlayersWindow }, { type: 'separator' }, { role: 'togglefullscreen' }],
      },
    ]),
  );
  // The players' screen closes with the GM's window: it has nothing to follow without it.
  gmWindow.on('closed', () => playersWindow?.window.close());
});

app.on('window-all-closed', () => app.quit());
app.on('will-quit', () => backend?.close());
