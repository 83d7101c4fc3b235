import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { catalogueItems, lightSources } from '../src-main/db/schema';
import { rulesetFor } from '../src-main/rules/registry';
import { LIGHT_SOURCES } from '../src-main/rules/world/light-sources';
import { refillableKinds } from '../src-main/rules/world/provisions';
import { scriptedRng } from '../src-main/rules/testing/scripted-rng';
import { contract, dungeonState, itemDefinition, partyView, rulesSystems, type Campaign, type CatalogueItem } from '../src-shared/contract';
import { fuelledLightKinds, LIGHT_KINDS, lightKinds, refillable } from '../src-shared/light-kinds';
import { appRoot, memoryBackend, ok } from './helpers/backend';

// Light kinds are declared once, in src-shared/light-kinds.ts. A new kind is a compile error in
// that file (each kind's radii, burn and fuel) and in GURPS's firelight grades (a
// `Record<LightKind, ...>` in rules/gurps/ruleset.ts); every layer below reads the list, and
// this test finds each kind of it there.

const optionsOf = (schema: { options: readonly string[] }) => [...schema.options];

describe('the one list of light kinds', () => {
  it('the contract takes and answers exactly the listed kinds', () => {
    const lighting = contract['light.light'].input;
    for (const kind of lightKinds) expect(lighting.safeParse({ partyId: 1, memberId: 1, kind }).success).toBe(true);
    expect(lighting.safeParse({ partyId: 1, memberId: 1, kind: 'brazier' }).success).toBe(false);
    expect(optionsOf(dungeonState.shape.lights.element.shape.kind)).toEqual([...lightKinds]);
    expect([...dungeonState.shape.members.element.shape.carries.shape.lights.keyType.options]).toEqual([...lightKinds]);
    expect([...partyView.shape.summary.shape.light.shape.fuel.keyType.options]).toEqual(['lantern']);
    const item = itemDefinition.safeParse({ key: 'brazier', name: 'Brazier', category: 'light', weightLb: 5, lightSource: 'brazier' });
    expect(item.success).toBe(false);
    for (const kind of lightKinds) expect(itemDefinition.safeParse({ key: 'x', name: 'X', category: 'light', weightLb: 1, lightSource: kind }).success).toBe(true);
  });

  it('the database columns are typed by the list, fuel only for the kinds that burn one', () => {
    expect(getTableColumns(lightSources).kind.enumValues).toEqual([...lightKinds]);
    expect(getTableColumns(catalogueItems).lightSource.enumValues).toEqual([...lightKinds]);
    expect(getTableColumns(catalogueItems).fuelFor.enumValues).toEqual([...fuelledLightKinds]);
  });

  it('a lantern is filled again with a flask of oil; torches and candles are used up (003_8f80a070c789886f.txt, "Light")', () => {
    expect(lightKinds.filter(refillable)).toEqual(['lantern']);
    expect(refillableKinds).toEqual(['lantern']);
    expect(LIGHT_KINDS.lantern.fuel).toEqual({ noun: 'flask of oil', plural: 'flasks of oil' });
  });

  it('the world and every ruleset light, time and measure each kind', () => {
    expect(Object.keys(LIGHT_SOURCES)).toEqual([...lightKinds]);
    for (const system of rulesSystems) {
      const ruleset = rulesetFor(system, {});
      expect(ruleset.lightSources.map((s) => s.id)).toEqual([...lightKinds]);
      for (const kind of lightKinds) {
        expect(ruleset.lightDuration(kind, scriptedRng([1]), { candleInches: 1 }).seconds).toBeGreaterThan(0);
        expect(ruleset.partyLight([kind]).inDarkness).toBe(false);
      }
    }
    expect(rulesetFor('bfrpg', {}).lightSources.map((s) => s.burnText)).toEqual(['1d4+4 turns', '1d6+18 turns per flask of oil', '3 turns per inch of candle']);
  });

  it("Shell names a torch's light in whole yards, as a GM reads it; the radii keep their tenths for the map (003, \"Light\": 30' bright, dim to 50')", () => {
    expect(rulesetFor('shell', {}).partyLight(['torch'])).toMatchObject({ label: 'Bright 10 yd · dim to 17 yd', brightRadius: 10, dimRadius: 16.7 });
  });

  it("every system's catalogue sells each kind and its fuel", () => {
    const backend = memoryBackend({ installDemo: false });
    for (const rulesSystem of rulesSystems) {
      const campaignId = ok<Campaign>(backend, 'campaign.create', { name: `Lights ${rulesSystem}`, rulesSystem }).id;
      const items = ok<{ items: CatalogueItem[] }>(backend, 'catalogue.list', { campaignId }).items;
      expect(new Set(items.flatMap((i) => (i.lightSource ? [i.lightSource] : [])))).toEqual(new Set(lightKinds));
      expect(new Set(items.flatMap((i) => (i.fuelFor ? [i.fuelFor] : [])))).toEqual(new Set(fuelledLightKinds));
    }
    backend.close();
  });

  it('the panels name no kind themselves: they read the list', () => {
    for (const file of ['src-renderer/views/dungeon/LightPanel.tsx', 'src-renderer/views/party/PartySummary.tsx']) {
      const source = fs.readFileSync(path.join(appRoot, file), 'utf8');
      expect(source.match(/['"](torch|lantern|candle)['"]|oilFlasks|torches/g)).toBeNull();
    }
  });
});
