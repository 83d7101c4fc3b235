import type { BestiaryEntry, BestiaryList, MethodOutput, MethodParams } from '../../src-shared/contract';
import type { ResourceReader } from '../resources';
import type { BestiarySource } from '../rules/ruleset';
import type { BestiaryRepository, BestiaryRow } from '../db/repositories/bestiary';
import type { CampaignRepository } from '../db/repositories/campaigns';
import { AppError, notFound, parseNested, raise } from './errors';
import type { JournalService } from './journal';
import type { RulesetOf } from './rulesets';

// A campaign's foes, kept as stat blocks in its own rules system. Each change is a
// journaled action, so a foe deleted by mistake comes back with undo.

export function bestiaryService(deps: { bestiary: BestiaryRepository; campaigns: CampaignRepository; journal: JournalService; rulesetOf: RulesetOf; read: ResourceReader }) {
  const { bestiary, campaigns, journal, rulesetOf } = deps;

  /** Each shipped bestiary, read once: several hundred stat lines are not read again per campaign. */
  const bundles = new Map<string, ReturnType<BestiarySource['read']>>();
  const bundleOf = (source: BestiarySource) => {
    let bundle = bundles.get(source.id);
    if (!bundle) {
      bundle = source.read(deps.read(`${source.id}.json`));
      bundles.set(source.id, bundle);
    }
    return bundle;
  };

  const mustCampaign = (id: number) => campaigns.get(id) ?? raise(notFound('campaign', id, 'campaignId'));

  /** An entry with its one-line summary; `describe` comes from the campaign's rules, looked up once per list. */
  function view(row: BestiaryRow, describe = rulesetOf(row.campaignId).combat.describe): BestiaryEntry {
    const statBlock = JSON.parse(row.statBlock) as Record<string, unknown>;
    return { id: row.id, name: row.name, statBlock, notes: row.notes, summary: describe(statBlock) };
  }

  function list(campaignId: number): BestiaryList {
    const ruleset = rulesetOf(campaignId);
    const entries = bestiary.list(campaignId).map((row) => view(row, ruleset.combat.describe));
    const source = ruleset.bestiary;
    if (!source) return { entries, credits: [], bundle: null };
    const bundle = bundleOf(source);
    // The licence follows the figures: shown while any foe read from the file is kept, edited or not.
    const credits = entries.some((e) => e.statBlock.from === source.id) ? [bundle.credit] : [];
    // Names match ignoring case, as the bestiary keeps them unique (db/repositories/bestiary.ts).
    const here = new Set(entries.map((e) => e.name.toLowerCase()));
    const missing = bundle.foes.filter((foe) => !here.has(foe.name.toLowerCase())).length;
    return { entries, credits, bundle: { label: source.label, count: bundle.foes.length, missing } };
  }

  const checked = (campaignId: number, raw: unknown, at: (string | number)[]) => parseNested(rulesetOf(campaignId).combat.statBlockSchema, raw, at);

  /** Adds a foe, or replaces the one of the same name; returns its id. */
  function put(campaignId: number, name: string, block: Record<string, unknown>, notes: string, id?: number): number {
    const clash = bestiary.byName(campaignId, name);
    const values = { name, statBlock: JSON.stringify(block), notes };
    if (id !== undefined) {
      if (clash && clash.id !== id) throw new AppError('conflict', `name: the bestiary already has "${clash.name}"`, ['name']);
      bestiary.update(id, values);
      return id;
    }
    if (clash) {
      bestiary.update(clash.id, values);
      return clash.id;
    }
    return bestiary.insert({ campaignId, ...values });
  }

  return {
    /** A demo campaign's foes, written as part of installing it (no journal entry: the campaign is new). */
    installDemo(campaignId: number, entries: readonly { name: string; statBlock: unknown; notes: string }[]): void {
      entries.forEach((e, i) => put(campaignId, e.name, checked(campaignId, e.statBlock, ['bestiary', i, 'statBlock']), e.notes));
    },

    /** A new campaign's foes from the bestiary its rules ship, written as part of creating it (no journal entry: the campaign is new). */
    installBundled(campaignId: number): void {
      const source = rulesetOf(campaignId).bestiary;
      if (source) for (const foe of bundleOf(source).foes) bestiary.insert({ campaignId, name: foe.name, statBlock: JSON.stringify(foe.statBlock), notes: foe.notes });
    },

    addBundled(input: MethodParams<'bestiary.addBundled'>): MethodOutput<'bestiary.addBundled'> {
      mustCampaign(input.campaignId);
      const ruleset = rulesetOf(input.campaignId);
      const source =
        ruleset.bestiary ?? raise(new AppError('invalid_input', `campaignId: ${ruleset.name} ships no bestiary to add; add foes one by one or import a file`, ['campaignId']));
      const fresh = bundleOf(source).foes.filter((foe) => !bestiary.byName(input.campaignId, foe.name));
      const kept = bundleOf(source).foes.length - fresh.length;
      journal.record(input.campaignId, { kind: 'bestiary', request: input }, () => {
        for (const foe of fresh) bestiary.insert({ campaignId: input.campaignId, name: foe.name, statBlock: JSON.stringify(foe.statBlock), notes: foe.notes });
        return { summary: `Bestiary: added ${source.label} (${fresh.length} foes${kept ? `; ${kept} of the same name kept as they were` : ''})`, result: null };
      });
      return { ...list(input.campaignId), added: fresh.length, kept };
    },

    list: (input: MethodParams<'bestiary.list'>) => {
      mustCampaign(input.campaignId);
      return list(input.campaignId);
    },

    save(input: MethodParams<'bestiary.save'>): BestiaryEntry {
      mustCampaign(input.campaignId);
      if (input.id !== undefined) {
        const row = bestiary.get(input.id);
        if (!row || row.campaignId !== input.campaignId) throw notFound('bestiary entry in this campaign', input.id, 'id');
      } else if (bestiary.byName(input.campaignId, input.name)) {
        throw new AppError('conflict', `name: the bestiary already has "${input.name}"; give its id to change it`, ['name']);
      }
      const block = checked(input.campaignId, input.statBlock, ['statBlock']);
      let id = 0;
      journal.record(input.campaignId, { kind: 'bestiary', request: input }, () => {
        id = put(input.campaignId, input.name, block, input.notes, input.id);
        return { summary: `Bestiary: ${input.id === undefined ? 'added' : 'changed'} ${input.name}`, result: null };
      });
      return view(bestiary.get(id)!);
    },

    delete(input: MethodParams<'bestiary.delete'>): MethodOutput<'bestiary.delete'> {
      const row = bestiary.get(input.id) ?? raise(notFound('bestiary entry', input.id, 'id'));
      journal.record(row.campaignId, { kind: 'bestiary', request: input }, () => {
        bestiary.delete(row.id);
        return { summary: `Bestiary: removed ${row.name}`, result: null };
      });
      return list(row.campaignId);
    },

    exportFile(input: MethodParams<'bestiary.export'>): MethodOutput<'bestiary.export'> {
      mustCampaign(input.campaignId);
      return {
        format: 'lantern.bestiary',
        version: 1,
        rulesSystem: rulesetOf(input.campaignId).id,
        entries: bestiary.list(input.campaignId).map((r) => ({ name: r.name, statBlock: JSON.parse(r.statBlock) as Record<string, unknown>, notes: r.notes })),
      };
    },

    /** `summary` names where the foes came from when another format (GCS) was read into a bestiary file. */
    importFile(input: MethodParams<'bestiary.import'>, summary?: string): MethodOutput<'bestiary.import'> {
      mustCampaign(input.campaignId);
      const system = rulesetOf(input.campaignId).id;
      if (input.file.rulesSystem !== system) {
        throw new AppError('invalid_input', `file.rulesSystem: this campaign plays ${system}, the file holds ${input.file.rulesSystem} foes`, ['file', 'rulesSystem']);
      }
      const blocks = input.file.entries.map((e, i) => checked(input.campaignId, e.statBlock, ['file', 'entries', i, 'statBlock']));
      journal.record(input.campaignId, { kind: 'bestiary', request: { campaignId: input.campaignId, count: input.file.entries.length } }, () => {
        input.file.entries.forEach((e, i) => put(input.campaignId, e.name, blocks[i], e.notes));
        return { summary: summary ?? `Bestiary: imported ${input.file.entries.length} foe${input.file.entries.length === 1 ? '' : 's'}`, result: null };
      });
      return list(input.campaignId);
    },
  };
}

export type BestiaryService = ReturnType<typeof bestiaryService>;
