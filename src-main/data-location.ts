import os from 'node:os';
import path from 'node:path';

export const DATA_FILE_NAME = 'lantern.sqlite';

/**
 * The folder Electron would call userData for an app named "Lantern", so the
 * desktop app and the headless host open the same campaign file by default.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = os.homedir(),
): string {
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Lantern');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Lantern');
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), 'Lantern');
}
