import crypto from 'node:crypto';
import path from 'node:path';
import pkg from '../package.json';
import { contract } from '../src-shared/contract';
import { bfrpgCalculator } from './api/calculators/bfrpg';
import { diceCalculator } from './api/calculators/dice';
import { gulliverCalculator } from './api/calculators/gulliver';
import { gurpsCalculator } from './api/calculators/gurps';
import { shellCalculator } from './api/calculators/shell';
import { changeBuilder } from './api/change';
import { createHandlers } from './api/handlers';
import { liveFeed, type LiveFeed } from './api/live';
import { createRouter, type Router } from './api/router';
import { openDatabase, type OpenedDatabase } from './db/open-database';
import { createRepositories } from './db/repositories';
import { storedRowChecker } from './api/stored-columns';
import { fileTransfers, type FileTransfers } from './services/file-transfers';
import { partyViewTables } from './services/party/context';
import { partyWrites } from './db/party-writes';
import { backupRepository } from './db/repositories/backups';
import { campaignFileRepository } from './db/repositories/campaign-files';
import { campaignFileService } from './services/campaign-files';
import { backupService, type BackupService } from './services/backups';
import { bestiaryService } from './services/bestiary';
import { calendarService } from './services/calendar';
import { campaignService } from './services/campaigns';
import { clockEngine } from './services/clock-engine';
import { combatService } from './services/combat';
import { dungeonService } from './services/dungeon';
import { journalService } from './services/journal';
import { notebookService } from './services/notebook';
import { gcsImportService } from './services/gcs-import';
import { lastingService } from './services/lasting';
import { journaledPartyService } from './services/journaled-party';
import { hexPlaces } from './services/hex-places';
import { journeyService } from './services/journeys';
import { regionService } from './services/regions';
import { resourceReader } from './resources';
import { catalogueSeeder } from './services/default-catalogue';
import { spellListService } from './services/spell-list';
import { installDemoCampaign } from './services/demo-campaign';
import { notFound, raise } from './services/errors';
import { partyService } from './services/party';
import { purseService } from './services/purse';
import { partyViewMemo } from './services/party-view-memo';
import { requestScope } from './services/request-scope';
import { rulesetSource } from './services/rulesets';
import { skyOf } from './services/sky';
import { weatherService } from './services/weather';
import type { SeedSource } from './services/seed-source';
import { encounterService } from './services/encounters';
import { rollTableService } from './services/notebook/roll-tables';
import { sessionPlanService } from './services/notebook/session-plans';
import { storageProblem } from './services/storage-errors';

export interface BackendOptions {
  /** The campaign file, or ':memory:' in tests. */
  file: string;
  /** The folder holding package.json, migrations/ and resources/. */
  appRoot: string;
  host: 'electron' | 'http';
  nativeBinding?: string;
  /** A serialized campaign file to start from, in memory (see `OpenOptions.image`). */
  image?: Buffer;
  /** Whether a brand-new file gets the demo campaign (tests of an empty file turn it off). */
  installDemo?: boolean;
  /** Seeds for dice when a call names none; random by default. */
  freshSeed?: SeedSource;
  /**
   * Whether answers built field by field are parsed again and held to their schemas (see
   * `AnswerChecks`): on under the test suites, which set LANTERN_CHECK_ANSWERS=1, off otherwise.
   */
  checkAnswers?: boolean;
}

export interface Backend {
  router: Router;
  /** Every GM action, pushed to the open windows of each role. */
  live: LiveFeed;
  database: OpenedDatabase;
  backups: BackupService;
  /** Where the HTTP host keeps a campaign file it streams in or out (campaignFile.importUpload, exportDownload). */
  transfers: FileTransfers;
  /** Prepares what the repositories prepare on first use: for a host once it is ready, so later first calls need not. */
  prepareStatements(): void;
  /** The same in small steps between which the host answers what comes in; stops once the file is closed. */
  prepareStatementsInTurns(): Promise<void>;
  close(): void;
}

/** Opens the campaign file (migrating it first) and wires services to the router; transport-agnostic. */
export function createBackend(options: BackendOptions): Backend {
  const migrationsFolder = path.join(options.appRoot, 'migrations');
  const database = openDatabase({ file: options.file, migrationsFolder, nativeBinding: options.nativeBinding, image: options.image });
  const store = createRepositories(database);
  const { campaigns, catalogue } = store;
  const rulesetOf = rulesetSource(campaigns);
  const read = resourceReader(options.appRoot);
  const seedCatalogue = catalogueSeeder(read);
  const seed = (campaignId: number) => seedCatalogue(catalogue, campaignId, rulesetOf(campaignId).catalogue);
  const views = partyViewMemo(partyService({ ...store, rulesetOf }), store.writes);
  const { parties } = views;
  const freshSeed = options.freshSeed ?? (() => crypto.randomBytes(8).toString('hex'));
  /** The GM window whose call the router is running: the journal keeps it on each entry, for Undo. */
  const callingWindow = { current: null as string | null };
  const journal = journalService({ entries: store.journal, clock: store.clock, calendars: store.calendar, freshSeed, rulesetOf, callingWindow });
  const sky = skyOf(store.calendar);
  const engine = clockEngine(store, rulesetOf, sky);
  const dungeon = dungeonService({ store, journal, engine, parties, rulesetOf, skyOf: sky });
  const regions = regionService(store.regions, journal, store.levels, store.bestiary);
  const weather = weatherService({ weather: store.weather, journal });
  const places = hexPlaces({ regions: store.regions, bestiary: store.bestiary, raiser: engine.sightings });
  const journeys = journeyService({ store, journal, engine, parties, regions, places, rulesetOf, skyOf: sky, landWeatherOf: weather.rolledOf, sightOf: weather.sightOf });
  const bestiary = bestiaryService({ ...store, journal, rulesetOf, read });
  const encounters = encounterService({ store, journal, rulesetOf });
  const purses = purseService({ store, journal, parties, rulesetOf });
  const notebook = notebookService({ notebook: store.notebook, parties: store.parties, levels: store.levels, regions: store.regions, calendar: store.calendar, plans: store.rollTables, journal });
  if (database.created && options.installDemo !== false) {
    database.transaction(() => installDemoCampaign({ read, campaigns, seedCatalogue: seed, parties, encounters, effects: store.effects, spells: store.spells, secondsPerRound: (id) => rulesetOf(id).time.secondsPerRound, regions, journeys, bestiary, installLevel: dungeon.levels.installDemo, purses }));
  }
  const backups = backupService({
    files: backupRepository(database, migrationsFolder, storedRowChecker),
    now: () => new Date(),
    report: (message) => console.warn(`[lantern] ${message}`),
  });
  const transfers = fileTransfers();
  const seedNew = (campaignId: number) => {
    seed(campaignId);
    bestiary.installBundled(campaignId);
  };
  const campaignsService = campaignService(
    campaigns,
    { seed: seedNew, duplicate: (id, name) => store.duplicateCampaign(id, name, storedRowChecker()) },
    (campaignId, meta, act) => journal.record(campaignId, meta, act),
  );
  database.transaction(() => campaignsService.purgeBin(new Date()));
  const handlers = createHandlers({
    appInfo: () => ({
      name: pkg.productName,
      version: pkg.version,
      dataFile: database.file,
      schemaVersion: database.schemaVersion,
      host: options.host,
    }),
    campaigns: campaignsService,
    backups,
    campaignFiles: campaignFileService(campaignFileRepository(database, migrationsFolder, storedRowChecker), transfers, (id) => campaigns.get(id)?.name ?? raise(notFound('campaign', id, 'campaignId'))),
    calendar: calendarService({ calendars: store.calendar, journal }),
    parties: journaledPartyService(store, parties, journal),
    purses,
    lasting: lastingService({
      members: store.members,
      campaignOf: (memberId) => store.owners.campaignOf('member', memberId),
      rulesetOf,
      journal,
      now: (campaignId) => store.clock.now(campaignId),
      view: parties.view,
    }),
    dungeon,
    spellList: spellListService({ ...store, journal, rulesetOf }),
    journal,
    notebook,
    regions,
    journeys,
    weather,
    combat: combatService({ store, journal, engine, parties, rulesetOf, encounters }),
    bestiary,
    encounters,
    gcsImport: gcsImportService({ campaigns, parties, members: store.members, bestiary, journal }),
    rollTables: rollTableService({ notebook: store.rollTables, journal, levels: store.levels, regions: store.regions }),
    sessionPlans: sessionPlanService({ notebook: store.rollTables, entries: store.journal, journal }),
    campaignName: (id) => campaigns.get(id)?.name ?? raise(notFound('campaign', id, 'campaignId')),
    calculators: {
      dice: diceCalculator(freshSeed),
      bfrpg: bfrpgCalculator(freshSeed),
      gurps: gurpsCalculator(),
      gulliver: gulliverCalculator(),
      shell: shellCalculator(campaigns),
    },
  });
  const changes = changeBuilder(handlers, { entries: journal.drainTouched, rolledBack: () => {
      journal.forgetUncommitted();
      views.forget();
    }, hexes: () => store.regions.drainWritten(), history: journal.canUndoRedo, partyWritten: (entryId) => journal.tablesWritten(entryId).some((table) => partyViewTables.has(table)), partiesWritten: partyWrites(database.sqlite), levelWritten: (entryId) => journal.tablesWritten(entryId).includes('dungeon_levels') }, dungeon, parties);
  // A session's end is a moment worth a backup; it is taken once the call has answered.
  const session = handlers['journal.session'];
  handlers['journal.session'] = (input) => {
    const answer = session(input);
    if (input.action === 'end') void backups.take('session');
    return answer;
  };
  // A note written in play says where the party stood, so a page it names knows where it was met.
  const note = handlers['journal.note'];
  handlers['journal.note'] = (input) => {
    const entry = note(input);
    notebook.markPlace(input.campaignId, entry.id);
    return entry;
  };
  const inTransaction = <T>(fn: () => T): T => {
    try {
      return database.transaction(fn);
    } catch (error) {
      // Entries it wrote went with it, even once its change had been taken (a commit that failed): the journal's kept reads must not show them.
      journal.forgetReads();
      throw storageProblem(error, database.file) ?? error;
    }
  };
  // A Dungeon action's answer and a fight's step are built field by field, on every action.
  const builtExactly = new Set([contract['clock.advance'].output, contract['combat.next'].output]);
  const checkAnswers = options.checkAnswers ?? process.env.LANTERN_CHECK_ANSWERS === '1';
  const router = createRouter(contract, handlers, inTransaction, undefined, requestScope(store.owners, (id) => campaigns.get(id)?.name), changes, { builtExactly, check: checkAnswers }, callingWindow);
  router.onChange(() => {
    database.checkpointSoon();
    backups.afterChange();
  });
  return {
    router,
    live: liveFeed(router),
    database,
    backups,
    transfers,
    prepareStatements: store.prepareAll,
    prepareStatementsInTurns: store.prepareInTurns,
    close: () => {
      transfers.close();
      database.close();
    },
  };
}
