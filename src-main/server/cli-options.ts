export interface ServeOptions {
  port: number;
  host: string;
  dataDir: string | null;
  token: string | null;
  /** Dice seed for campaigns that have not rolled yet, so a session can be replayed. */
  seed: string | null;
}

/** Parses `--port N --host H --data-dir DIR --token T --seed S`; throws with the flag's name on bad input. */
export function parseServeArgs(argv: string[]): ServeOptions {
  const options: ServeOptions = { port: 5178, host: '127.0.0.1', dataDir: null, token: null, seed: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const needValue = () => {
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag}: expects a value`);
      i++;
      return value;
    };
    switch (flag) {
      case '--port': {
        const port = Number(needValue());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: must be 0-65535, got "${value}"`);
        options.port = port;
        break;
      }
      case '--host':
        options.host = needValue();
        break;
      case '--data-dir':
        options.dataDir = needValue();
        break;
      case '--token':
        options.token = needValue();
        break;
      case '--seed':
        options.seed = needValue();
        break;
      default:
        throw new Error(`${flag}: unknown option (known: --port, --host, --data-dir, --token, --seed)`);
    }
  }
  return options;
}
