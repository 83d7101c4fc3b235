import crypto from 'node:crypto';
import path from 'node:path';
import pkg from '../package.json';
import { contract } from '../src-shared/contract';
import { createHandlers } from './api/handlers';
import { createRouter, type Router } from './api/router';
import { openDatabase, type OpenedDatabase } from './db/open-database';
import { campaignRepository } from './db/repositories/campaigns';
import { campaignService } from './services/campaigns';
import { installDemoCampaign } from './services/demo-campaign';
import { rulesCalculator, type SeedSource } from './services/rules-calculator';

export interface BackendOptions {
  /** The campaign file, or ':memory:' in tests. */
  file: string;
  /** The folder holding package.json, migrations/ and resources/. */
  appRoot: string;
  host: 'electron' | 'http';
  nativeBinding?: string;
  /** Whether a brand-new file gets the demo campaign (tests of an empty file turn it off). */
  installDemo?: boolean;
  /** Seeds for dice when a call names none; random by default. */
  freshSeed?: SeedSource;
}

export interface Backend {
  router: Router;
  database: OpenedDatabase;
  close(): void;
}

/** Opens the campaign file (migrating it first) and wires services to the router; transport-agnostic. */
export function createBackend(options: BackendOptions): Backend {
  const database = openDatabase({
    file: options.file,
    migrationsFolder: path.join(options.appRoot, 'migrations'),
    nativeBinding: options.nativeBinding,
  });
  const campaigns = campaignRepository(database.db);
  if (database.created && options.installDemo !== false) {
    database.sqlite.transaction(() => installDemoCampaign(campaigns))();
  }
  const handlers = createHandlers({
    appInfo: () => ({
      name: pkg.productName,
      version: pkg.version,
      dataFile: database.file,
      schemaVersion: database.schemaVersion,
      host: options.host,
    }),
    campaigns: campaignService(campaigns),
    rules: rulesCalculator(options.freshSeed ?? (() => crypto.randomBytes(8).toString('hex'))),
  });
  const router = createRouter(contract, handlers, (fn) => database.sqlite.transaction(fn)());
  return { router, database, close: () => database.close() };
}
