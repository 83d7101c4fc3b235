import type { Contract } from '../../src-shared/contract';
import { slug } from '../../src-shared/slug';
import type { BestiaryService } from '../services/bestiary';
import type { CampaignService } from '../services/campaigns';
import type { CombatService } from '../services/combat';
import type { DungeonService } from '../services/dungeon';
import type { JournalService } from '../services/journal';
import type { JourneyService } from '../services/journeys';
import type { RegionService } from '../services/regions';
import type { PartyService } from '../services/parties';
import type { gurpsCalculator } from '../services/gurps-calculator';
import type { RulesCalculator } from '../services/rules-calculator';
import type { shellCalculator } from '../services/shell-calculator';
import type { HandlersFor } from './router';

export interface Services {
  appInfo: () => ReturnType<HandlersFor<Contract>['app.info']>;
  campaigns: CampaignService;
  parties: PartyService;
  dungeon: DungeonService;
  journal: JournalService;
  regions: RegionService;
  journeys: JourneyService;
  combat: CombatService;
  bestiary: BestiaryService;
  campaignName(id: number): string;
  rules: RulesCalculator;
  gurpsRules: ReturnType<typeof gurpsCalculator>;
  shellRules: ReturnType<typeof shellCalculator>;
}

/** Maps every contract method to its use case; the type makes a missing one a compile error. */
export function createHandlers(s: Services): HandlersFor<Contract> {
  return {
    'app.info': () => s.appInfo(),
    'campaign.list': () => s.campaigns.list(),
    'campaign.create': (input) => s.campaigns.create(input),
    'campaign.rename': (input) => s.campaigns.rename(input),
    'campaign.configure': (input) => s.campaigns.configure(input),
    'campaign.select': (input) => s.campaigns.select(input),
    'campaign.delete': (input) => s.campaigns.delete(input),
    'campaign.duplicate': (input) => s.campaigns.duplicate(input),
    'party.list': (input) => s.parties.list(input),
    'party.get': (input) => s.parties.view(input.partyId),
    'party.create': (input) => s.parties.create(input),
    'party.update': (input) => s.parties.update(input),
    'party.reorder': (input) => s.parties.reorder(input),
    'party.delete': (input) => s.parties.delete(input),
    'party.export': (input) => s.parties.exportParty(input),
    'party.import': (input) => s.parties.importParty(input),
    'member.create': (input) => s.parties.createMember(input),
    'member.update': (input) => s.parties.updateMember(input),
    'member.delete': (input) => s.parties.deleteMember(input),
    'member.move': (input) => s.parties.moveMember(input),
    'member.export': (input) => s.parties.exportMember(input),
    'member.import': (input) => s.parties.importMember(input),
    'inventory.add': (input) => s.parties.addItem(input),
    'inventory.update': (input) => s.parties.updateStack(input),
    'inventory.remove': (input) => s.parties.removeStack(input),
    'inventory.transfer': (input) => s.parties.transfer(input),
    'catalogue.list': (input) => s.parties.listCatalogue(input),
    'catalogue.add': (input) => s.parties.addCatalogueItem(input),
    'clock.advance': (input) => s.dungeon.advance(input),
    'light.light': (input) => s.dungeon.light(input),
    'light.snuff': (input) => s.dungeon.snuff(input),
    'light.relight': (input) => s.dungeon.relight(input),
    'light.refuel': (input) => s.dungeon.refuel(input),
    'light.reveal': (input) => s.dungeon.reveal(input),
    'light.correct': (input) => s.dungeon.correct(input),
    'dungeon.state': (input) => s.dungeon.state(input),
    'dungeon.searchTraps': (input) => s.dungeon.searchTraps(input),
    'dungeon.searchSecretDoors': (input) => s.dungeon.searchSecretDoors(input),
    'dungeon.listen': (input) => s.dungeon.listen(input),
    'dungeon.forceDoor': (input) => s.dungeon.forceDoor(input),
    'dungeon.move': (input) => s.dungeon.move(input),
    'dungeon.rest': (input) => s.dungeon.rest(input),
    'dungeon.wanderingCheck': (input) => s.dungeon.wanderingCheck(input),
    'dungeon.setEncounterTable': (input) => s.dungeon.setEncounterTable(input),
    'journal.list': (input) => ({ entries: s.journal.list(input), ...s.journal.canUndoRedo(input.campaignId) }),
    'journal.undo': (input) => s.journal.undo(input.campaignId),
    'journal.redo': (input) => s.journal.redo(input.campaignId),
    'journal.roll': (input) => s.journal.gmRoll(input),
    'journal.export': (input) => {
      const name = s.campaignName(input.campaignId);
      return { fileName: `${slug(name, 'campaign')}-journal.md`, markdown: s.journal.markdown(input.campaignId, name) };
    },
    'hexmap.list': (input) => s.regions.list(input),
    'hexmap.get': (input) => s.regions.get(input),
    'hexmap.create': (input) => s.regions.create(input),
    'hexmap.paint': (input) => s.regions.paint(input),
    'hexmap.annotate': (input) => s.regions.annotate(input),
    'hexmap.export': (input) => s.regions.exportRegion(input),
    'hexmap.import': (input) => s.regions.importRegion(input),
    'journey.plan': (input) => s.journeys.plan(input),
    'journey.get': (input) => s.journeys.get(input),
    'journey.latest': (input) => s.journeys.latest(input),
    'journey.reroll': (input) => s.journeys.reroll(input),
    'journey.lock': (input) => s.journeys.lock(input),
    'journey.commit': (input) => s.journeys.commit(input),
    'combat.current': (input) => s.combat.current(input),
    'combat.reference': (input) => s.combat.reference(input),
    'combat.state': (input) => s.combat.state(input),
    'combat.start': (input) => s.combat.start(input),
    'combat.add': (input) => s.combat.add(input),
    'combat.maneuver': (input) => s.combat.maneuver(input),
    'combat.preview': (input) => s.combat.preview(input),
    'combat.attack': (input) => s.combat.attack(input),
    'combat.adjust': (input) => s.combat.adjust(input),
    'combat.condition': (input) => s.combat.condition(input),
    'combat.note': (input) => s.combat.note(input),
    'combat.next': (input) => s.combat.next(input),
    'combat.endRound': (input) => s.combat.endRound(input),
    'combat.end': (input) => s.combat.end(input),
    'bestiary.list': (input) => s.bestiary.list(input),
    'bestiary.save': (input) => s.bestiary.save(input),
    'bestiary.delete': (input) => s.bestiary.delete(input),
    'bestiary.export': (input) => s.bestiary.exportFile(input),
    'bestiary.import': (input) => s.bestiary.importFile(input),
    'rules.reference': () => s.rules.reference(),
    'rules.roll': (input) => s.rules.roll(input),
    'rules.distribution': (input) => s.rules.distribution(input),
    'rules.carryingCapacity': (input) => s.rules.carryingCapacity(input),
    'rules.movement': (input) => s.rules.movement(input),
    'rules.milesPerDay': (input) => s.rules.milesPerDay(input),
    'rules.forceDoor': (input) => s.rules.forceDoor(input),
    'rules.listen': (input) => s.rules.listen(input),
    'rules.searchTraps': (input) => s.rules.searchTraps(input),
    'rules.searchSecretDoor': (input) => s.rules.searchSecretDoor(input),
    'rules.weatherAtSea': (input) => s.rules.weatherAtSea(input),
    ...s.gurpsRules,
    ...s.shellRules,
  };
}
