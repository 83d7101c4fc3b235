import crypto from 'node:crypto';
import path from 'node:path';
import pkg from '../package.json';
import { contract } from '../src-shared/contract';
import { createHandlers } from './api/handlers';
import { createRouter, type Router } from './api/router';
import { openDatabase, type OpenedDatabase } from './db/open-database';
import { copyCampaignContents } from './db/repositories/campaign-copy';
import { campaignRepository } from './db/repositories/campaigns';
import { catalogueRepository } from './db/repositories/catalogue';
import { clockStateRepository } from './db/repositories/clock-state';
import { encounterTableRepository } from './db/repositories/encounter-tables';
import { hexRegionRepository } from './db/repositories/hex-regions';
import { partyRepository } from './db/repositories/parties';
import { bestiaryService } from './services/bestiary';
import { campaignService } from './services/campaigns';
import { clockEngine } from './services/clock-engine';
import { combatService } from './services/combat';
import { dungeonService } from './services/dungeon';
import { journalService } from './services/journal';
import { journaledPartyService } from './services/journaled-party';
import { journeyService } from './services/journeys';
import { regionService } from './services/regions';
import { seedCatalogue } from './services/default-catalogue';
import { installDemoCampaign } from './services/demo-campaign';
import { notFound, raise } from './services/errors';
import { partyService } from './services/parties';
import { gurpsCalculator } from './services/gurps-calculator';
import { rulesCalculator, type SeedSource } from './services/rules-calculator';
import { shellCalculator } from './services/shell-calculator';
import { rulesetSource } from './services/rulesets';

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
  const { db } = database;
  const campaigns = campaignRepository(db);
  const catalogue = catalogueRepository(db);
  const rulesetOf = rulesetSource(database.sqlite);
  const seed = (campaignId: number) => seedCatalogue(catalogue, campaignId, rulesetOf(campaignId).catalogue);
  const parties = partyService({ parties: partyRepository(db), catalogue, rulesetOf });
  const tables = encounterTableRepository(database.sqlite);
  const freshSeed = options.freshSeed ?? (() => crypto.randomBytes(8).toString('hex'));
  const journal = journalService(database.sqlite, freshSeed, rulesetOf);
  const engine = clockEngine(clockStateRepository(database.sqlite), rulesetOf, tables);
  const dungeon = dungeonService({ sqlite: database.sqlite, journal, engine, parties, rulesetOf, tables });
  const regions = regionService(hexRegionRepository(database.sqlite), journal);
  const journeys = journeyService({ sqlite: database.sqlite, journal, engine, parties, regions, rulesetOf });
  const bestiary = bestiaryService({ sqlite: database.sqlite, journal, rulesetOf });
  if (database.created && options.installDemo !== false) {
    database.sqlite.transaction(() => installDemoCampaign({ campaigns, seedCatalogue: seed, parties, tables, regions, journeys, bestiary }))();
  }
  const handlers = createHandlers({
    appInfo: () => ({
      name: pkg.productName,
      version: pkg.version,
      dataFile: database.file,
      schemaVersion: database.schemaVersion,
      host: options.host,
    }),
    campaigns: campaignService(campaigns, { seed, copy: (from, to) => copyCampaignContents(db, from, to) }),
    parties: journaledPartyService(database.sqlite, parties, journal),
    dungeon,
    journal,
    regions,
    journeys,
    combat: combatService({ sqlite: database.sqlite, journal, engine, parties, rulesetOf }),
    bestiary,
    campaignName: (id) => campaigns.get(id)?.name ?? raise(notFound('campaign', id, 'campaignId')),
    rules: rulesCalculator(freshSeed),
    gurpsRules: gurpsCalculator(freshSeed),
    shellRules: shellCalculator(freshSeed, campaigns),
  });
  const router = createRouter(contract, handlers, (fn) => database.sqlite.transaction(fn)());
  return { router, database, close: () => database.close() };
}
