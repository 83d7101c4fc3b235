import type { Contract, dice, MethodOutput, rulesBfrpg, rulesGulliver, rulesGurps, rulesShell } from '../../../src-shared/contract';
import type { BackupService } from '../../services/backups';
import type { CampaignFileService } from '../../services/campaign-files';
import type { BestiaryService } from '../../services/bestiary';
import type { CalendarService } from '../../services/calendar';
import type { CampaignService } from '../../services/campaigns';
import type { CombatService } from '../../services/combat';
import type { EncounterService } from '../../services/encounters';
import type { DungeonService } from '../../services/dungeon';
import type { GcsImportService } from '../../services/gcs-import';
import type { JournalService } from '../../services/journal';
import type { LastingService } from '../../services/lasting';
import type { NotebookService } from '../../services/notebook';
import type { JourneyService } from '../../services/journeys';
import type { PartyService } from '../../services/party';
import type { PurseService } from '../../services/purse';
import type { RegionService } from '../../services/regions';
import type { WeatherService } from '../../services/weather';
import type { HandlersFor } from '../router';
import { appHandlers } from './app';
import { backupHandlers, campaignFileHandlers } from './backup';
import { calendarHandlers } from './calendar';
import { campaignHandlers } from './campaign';
import { combatHandlers } from './combat';
import { encounterHandlers } from './encounter';
import { dungeonHandlers, levelHandlers } from './dungeon';
import type { SpellListService } from '../../services/spell-list';
import { hexmapHandlers } from './hexmap';
import { journalHandlers } from './journal';
import { rollTableHandlers, sessionPlanHandlers } from './roll-tables';
import type { RollTableService } from '../../services/notebook/roll-tables';
import type { SessionPlanService } from '../../services/notebook/session-plans';
import { notebookHandlers } from './notebook';
import { partyHandlers } from './party';
import { purseHandlers } from './purse';
import { weatherHandlers } from './weather';

export interface Services {
  appInfo: () => MethodOutput<'app.info'>;
  campaigns: CampaignService;
  backups: BackupService;
  campaignFiles: CampaignFileService;
  calendar: CalendarService;
  parties: PartyService;
  purses: PurseService;
  lasting: LastingService;
  dungeon: DungeonService;
  spellList: SpellListService;
  journal: JournalService;
  notebook: NotebookService;
  regions: RegionService;
  journeys: JourneyService;
  weather: WeatherService;
  combat: CombatService;
  bestiary: BestiaryService;
  encounters: EncounterService;
  gcsImport: GcsImportService;
  rollTables: RollTableService;
  sessionPlans: SessionPlanService;
  campaignName(id: number): string;
  calculators: {
    dice: HandlersFor<typeof dice>;
    bfrpg: HandlersFor<typeof rulesBfrpg>;
    gurps: HandlersFor<typeof rulesGurps>;
    gulliver: HandlersFor<typeof rulesGulliver>;
    shell: HandlersFor<typeof rulesShell>;
  };
}

/** Every contract method's handler, gathered from the domain files; the type makes a missing one a compile error. */
export function createHandlers(s: Services): HandlersFor<Contract> {
  const { calculators } = s;
  return {
    ...appHandlers(s.appInfo),
    ...campaignHandlers(s.campaigns),
    ...backupHandlers(s.backups, s.campaigns, s.journal.forgetReads),
    ...campaignFileHandlers(s.campaignFiles, s.campaigns),
    ...calendarHandlers(s.calendar),
    ...partyHandlers(s.parties, s.gcsImport, s.lasting),
    ...purseHandlers(s.purses),
    ...dungeonHandlers(s.dungeon, s.spellList),
    ...levelHandlers(s.dungeon),
    ...journalHandlers(s.journal, s.campaignName),
    ...notebookHandlers(s.notebook),
    ...hexmapHandlers(s.regions, s.journeys),
    ...weatherHandlers(s.weather),
    ...combatHandlers(s.combat, s.bestiary, s.gcsImport),
    ...encounterHandlers(s.encounters),
    ...rollTableHandlers(s.rollTables),
    ...sessionPlanHandlers(s.sessionPlans),
    ...calculators.dice,
    ...calculators.bfrpg,
    ...calculators.gurps,
    ...calculators.gulliver,
    ...calculators.shell,
  };
}
