import type { BestiaryEntry, MethodOutput, MethodParams } from '../../src-shared/contract';
import type { BestiaryRepository, BestiaryRow } from '../db/repositories/bestiary';
import type { CampaignRepository } from '../db/repositories/campaigns';
import { AppError, notFound, parseNested, raise } from './errors';
import type { JournalService } from './journal';
import type { RulesetOf } from './rulesets';

// A campaign's foes, kept as stat blocks in its own rules system. Each change is a
// journaled action, so a foe deleted by mistake comes back with undo.

export function bestiaryService(deps: { bestiary: BestiaryRepository; campaigns: CampaignRepository; journal: JournalService; rulesetOf: RulesetOf }) {
  const { bestiary, campaigns, journal, rulesetOf } = deps;

  const mustCampaign = (id: number) => campaigns.get(id) ?? raise(notFound('campaign', id, 'campaignId'));

  /** An entry with its one-line summary; `describe` comes from the campaign's rules, looked up once per list. */
  function view(row: BestiaryRow, describe = rulesetOf(row.campaignId).combat.describe): BestiaryEntry {
    const statBlock = JSON.parse(row.statBlock) as Record<string, unknown>;
    return { id: row.id, name: row.name, statBlock, notes: row.notes, summary: describe(statBlock) };
  }

  function list(campaignId: number) {
    const { describe } = rulesetOf(campaignId).combat;
    return { entries: bestiary.list(campaignId).map((row) => view(row, describe)) };
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
