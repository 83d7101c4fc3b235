import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../src-main/data-location';
import { parseServeArgs } from '../src-main/server/cli-options';
import { isLoopback, tokenFor } from '../src-main/server/http-host';
import { formatGameTime, gameTimeParts } from '../src-shared/time';

describe('game time', () => {
  it.each([
    [0, 'Day 1, 00:00 — turn 0'],
    [600, 'Day 1, 00:10 — turn 1'],
    [28_800, 'Day 1, 08:00 — turn 48'],
    // design.md, "Time": its own example of the display.
    [2 * 86_400 + 14 * 3600 + 20 * 60, 'Day 3, 14:20 — turn 86'],
    [86_400 - 1, 'Day 1, 23:59 — turn 143'],
  ])('shows %i s as "%s"', (seconds, text) => {
    expect(formatGameTime(seconds)).toBe(text);
  });

  it('restarts the turn count each day and ignores rounds inside a turn', () => {
    expect(gameTimeParts(86_400 + 599)).toEqual({ day: 2, hour: 0, minute: 9, turn: 0, turnsElapsed: 144 });
  });
});

describe('serve options', () => {
  it('reads port, host, data dir and token', () => {
    expect(parseServeArgs(['--port', '0', '--data-dir', '/tmp/x', '--host', '0.0.0.0', '--token', 't'])).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      token: 't',
      seed: null,
    });
  });
  it.each([
    [['--port', '70000'], '--port: must be 0-65535, got "70000"'],
    [['--port'], '--port: expects a value'],
    [['--data-dir', '--port'], '--data-dir: expects a value'],
    [['--verbose'], '--verbose: unknown option (known: --port, --host, --data-dir, --token, --seed)'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseServeArgs(argv)).toThrow(message);
  });
});

describe('binding', () => {
  it('needs no token on loopback and makes one up for any other address', () => {
    expect(isLoopback('127.0.0.1') && isLoopback('::1') && isLoopback('localhost')).toBe(true);
    expect(tokenFor('127.0.0.1', undefined)).toBeNull();
    const made = tokenFor('0.0.0.0', undefined);
    expect(made).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tokenFor('0.0.0.0', undefined)).not.toBe(made);
    expect(tokenFor('192.168.1.4', 'given')).toBe('given');
  });
});

describe('data location', () => {
  it("matches Electron's userData folder for an app named Lantern", () => {
    expect(defaultDataDir({}, 'linux', '/home/gm')).toBe('/home/gm/.config/Lantern');
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/gm')).toBe('/cfg/Lantern');
    expect(defaultDataDir({}, 'darwin', '/Users/gm')).toBe('/Users/gm/Library/Application Support/Lantern');
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\gm\\AppData\\Roaming' }, 'win32', 'C:\\Users\\gm')).toMatch(/Roaming.Lantern$/);
  });
});
