import { z } from 'zod';
import { casterClasses, effectUnits, encounterTable, partyFile, rulesOptionsSchemas, rulesSystems } from '../../src-shared/contract';
import { spellLightKinds } from '../../src-shared/light-kinds';
import type { CampaignRepository } from '../db/repositories/campaigns';
import type { EffectRepository } from '../db/repositories/effects';
import type { SpellRepository } from '../db/repositories/spells';
import { effectSeconds } from '../rules/clock/effect-duration';
import { rulesetFor } from '../rules/registry';
import type { ResourceReader } from '../resources';
import type { BestiaryService } from './bestiary';
import { levelJson } from '../../src-shared/contract/levels';
import { placeKey } from '../../src-shared/contract/place-key';
import type { EncounterService } from './encounters';
import type { JourneyService } from './journeys';
import type { PartyService } from './party';
import { demoWorld, levelOfWorld, regionOfWorld } from './demo-worlds';
import { demoPurse, type PurseService } from './purse';
import type { RegionService } from './regions';

const demoSchema = z.object({
  name: z.string().min(1),
  rulesSystem: z.enum(rulesSystems),
  rulesOptions: z.record(z.string(), z.unknown()).default({}),
  gameTimeSeconds: z.number().int().nonnegative(),
  party: partyFile,
  region: z.object({
    name: z.string().min(1),
    voyage: z.object({
      start: z.object({ col: z.number().int(), row: z.number().int() }),
      legs: z.array(z.object({ to: z.object({ col: z.number().int(), row: z.number().int() }), mode: z.enum(['foot', 'sea']), vessel: z.string().optional() })),
      crew: z.number().int(),
    }),
    /**
     * Keyed hexes: a lair's occupants are named as the demo's bestiary names them, and
     * `entrance` links the hex to the demo's level at the area the party stands in.
     */
    keys: z.array(z.object({ hex: z.object({ col: z.number().int(), row: z.number().int() }), key: placeKey.omit({ entrance: true }), entrance: z.boolean().default(false) })).default([]),
  }),
  bestiary: z.array(z.object({ name: z.string().min(1), statBlock: z.record(z.string(), z.unknown()), notes: z.string().default('') })).default([]),
  /** Running when the demo opens; `member` names one of the party's members, otherwise it sits on the party or (`everyone`) the campaign. */
  effects: z
    .array(
      z.object({
        name: z.string().min(1),
        member: z.string().optional(),
        everyone: z.boolean().default(false),
        amount: z.number().int().min(1),
        unit: z.enum(effectUnits),
        visible: z.boolean(),
        light: z.enum(spellLightKinds).nullable().default(null),
      }),
    )
    .default([]),
  /** The campaign's spell list, and what each caster has prepared (by spell name on their class's list). */
  spells: z
    .array(
      z.object({
        name: z.string().min(1),
        casterClass: z.enum(casterClasses).nullable().default(null),
        level: z.number().int(),
        range: z.string().min(1),
        duration: z.object({ amount: z.number().int(), perLevel: z.number().int().default(0), unit: z.enum(effectUnits) }),
        light: z.enum(spellLightKinds).nullable().default(null),
        cost: z.number().int().default(0),
        castingRounds: z.number().int().default(0),
      }),
    )
    .default([]),
  prepared: z.array(z.object({ member: z.string().min(1), casterClass: z.enum(casterClasses), spells: z.array(z.string().min(1)) })).default([]),
  encounterTables: z.array(encounterTable),
  /** The party's coins and its hirelings' terms. */
  purse: demoPurse.optional(),
  world: demoWorld.default({ areas: [], repaint: [] }),
});

/**
 * Puts the built-in demo campaigns into a new file so a first start has something
 * to play in every system: a party in a dungeon with light, food and water, a
 * spell or countdown running, a spell list with a caster's spells prepared, wandering-monster tables for their level and the wilderness pointing at
 * the bestiary of foes to fight, and a
 * coastal map region with a journey planned. There is one demo per rules system,
 * `demo-<id>.json`; the first system's (Basic Fantasy) is selected. The demos share one level
 * and one map, each dressed as its own world (`world`, see demo-worlds.ts).
 */
export function installDemoCampaign(deps: {
  read: ResourceReader;
  campaigns: CampaignRepository;
  seedCatalogue(campaignId: number): void;
  parties: PartyService;
  encounters: EncounterService;
  effects: EffectRepository;
  spells: SpellRepository;
  /** The campaign's round length, for effects counted in rounds. */
  secondsPerRound(campaignId: number): number;
  regions: RegionService;
  journeys: JourneyService;
  bestiary: BestiaryService;
  /** Draws the demo's keyed level and stands the party at its entrance. */
  installLevel(campaignId: number, partyId: number, name: string, level: z.infer<typeof levelJson>): { levelId: number; areaId: number };
  purses: Pick<PurseService, 'installDemo'>;
}): void {
  const demoRegion = deps.read('demo-region.json');
  const demoLevel = levelJson.parse(deps.read('demo-level.json'));
  rulesSystems.forEach((system, i) => {
    const campaign = demoSchema.parse(deps.read(`demo-${system}.json`));
    const options = rulesOptionsSchemas[campaign.rulesSystem].parse(campaign.rulesOptions);
    const row = deps.campaigns.insert({
      name: campaign.name,
      rulesSystem: campaign.rulesSystem,
      rulesOptions: JSON.stringify(options),
      gameTimeSeconds: campaign.gameTimeSeconds,
      landWeatherOn: rulesetFor(campaign.rulesSystem, options).landWeatherByDefault,
    });
    deps.seedCatalogue(row.id);
    if (i === 0) deps.campaigns.setSelectedId(row.id);
    const party = deps.parties.importParty({ campaignId: row.id, file: campaign.party });
    if (campaign.purse) deps.purses.installDemo(party, campaign.purse, campaign.gameTimeSeconds);
    for (const { name, member, everyone, amount, unit, visible, light } of campaign.effects) {
      const memberId = member === undefined ? null : party.members.find((m) => m.name === member)!.id;
      const start = campaign.gameTimeSeconds;
      deps.effects.add({
        campaignId: row.id,
        partyId: memberId === null && !everyone ? party.id : null,
        memberId,
        name,
        startedAt: start,
        endsAt: start + effectSeconds(amount, unit, deps.secondsPerRound(row.id)),
        amount,
        unit,
        visible,
        light,
      });
    }
    const spellIds = new Map(
      campaign.spells.map((s) => [
        `${s.name}/${s.casterClass}`,
        deps.spells.add({
          campaignId: row.id,
          name: s.name,
          casterClass: s.casterClass,
          level: s.level,
          range: s.range,
          durationAmount: s.duration.amount,
          durationPerLevel: s.duration.perLevel,
          durationUnit: s.duration.unit,
          light: s.light,
          cost: s.cost,
          castingRounds: s.castingRounds,
        }),
      ]),
    );
    for (const { member, casterClass, spells } of campaign.prepared) {
      const memberId = party.members.find((m) => m.name === member)!.id;
      deps.spells.setPrepared(row.id, memberId, spells.map((name) => spellIds.get(`${name}/${casterClass}`)!), campaign.gameTimeSeconds);
    }
    deps.bestiary.installDemo(row.id, campaign.bestiary);
    deps.encounters.installDemo(row.id, campaign.encounterTables);
    const entrance = deps.installLevel(row.id, party.id, party.location.name, levelOfWorld(demoLevel, campaign.world));
    const regionId = deps.regions.installDemo(row.id, campaign.region.name, regionOfWorld(demoRegion, campaign.world));
    const foes = deps.bestiary.list({ campaignId: row.id }).entries;
    deps.regions.installDemoKeys(
      regionId,
      campaign.region.keys.map(({ hex, key, entrance: leads }) => ({
        hex,
        key: {
          ...key,
          occupants: key.occupants.map((o) => ({ ...o, bestiaryId: foes.find((f) => f.name === o.name)?.id })),
          entrance: leads ? entrance : null,
        },
      })),
    );
    const { voyage } = campaign.region;
    deps.journeys.plan({
      partyId: party.id,
      regionId,
      start: voyage.start,
      legs: voyage.legs.map((leg) => ({ ...leg, forcedMarch: false })),
      crew: voyage.crew,
      navigator: false,
      stopsEachNight: false,
      breakCamp: null,
      replace: false,
    });
  });
}
