import type Database from 'better-sqlite3';
import type { BestiaryEntry, MethodOutput, MethodParams } from '../../src-shared/contract';
import { AppError, notFound, parseNested, raise } from './errors';
import type { JournalService } from './journal';
import type { RulesetOf } from './rulesets';

// A campaign's foes, kept as stat blocks in its own rules system. Each change is a
// journaled action, so a foe deleted by mistake comes back with undo.

interface Row {
  id: number;
  campaign_id: number;
  name: string;
  stat_block: string;
  notes: string;
}

export function bestiaryService(deps: { sqlite: Database.Database; journal: JournalService; rulesetOf: RulesetOf }) {
  const { sqlite, journal, rulesetOf } = deps;
  const q = {
    list: sqlite.prepare('SELECT * FROM bestiary WHERE campaign_id = ? ORDER BY name COLLATE NOCASE'),
    get: sqlite.prepare('SELECT * FROM bestiary WHERE id = ?'),
    byName: sqlite.prepare('SELECT * FROM bestiary WHERE campaign_id = ? AND name = ? COLLATE NOCASE'),
    insert: sqlite.prepare('INSERT INTO bestiary (campaign_id, name, stat_block, notes) VALUES (?, ?, ?, ?)'),
    update: sqlite.prepare('UPDATE bestiary SET name = ?, stat_block = ?, notes = ? WHERE id = ?'),
    remove: sqlite.prepare('DELETE FROM bestiary WHERE id = ?'),
    campaign: sqlite.prepare('SELECT id FROM campaigns WHERE id = ?').pluck(),
  };

  const mustCampaign = (id: number) => q.campaign.get(id) ?? raise(notFound('campaign', id, 'campaignId'));

  /** An entry with its one-line summary; `describe` comes from the campaign's rules, looked up once per list. */
  function view(row: Row, describe = rulesetOf(row.campaign_id).combat.describe): BestiaryEntry {
    const statBlock = JSON.parse(row.stat_block) as Record<string, unknown>;
    return { id: row.id, name: row.name, statBlock, notes: row.notes, summary: describe(statBlock) };
  }

  function list(campaignId: number) {
    const { describe } = rulesetOf(campaignId).combat;
    return { entries: (q.list.all(campaignId) as Row[]).map((row) => view(row, describe)) };
  }

  const checked = (campaignId: number, raw: unknown, at: (string | number)[]) => parseNested(rulesetOf(campaignId).combat.statBlockSchema, raw, at);

  /** Adds a foe, or replaces the one of the same name; returns its id. */
  function put(campaignId: number, name: string, block: Record<string, unknown>, notes: string, id?: number): number {
    const clash = q.byName.get(campaignId, name) as Row | undefined;
    if (id !== undefined) {
      if (clash && clash.id !== id) throw new AppError('conflict', `name: the bestiary already has "${clash.name}"`, ['name']);
      q.update.run(name, JSON.stringify(block), notes, id);
      return id;
    }
    if (clash) {
      q.update.run(name, JSON.stringify(block), notes, clash.id);
      return clash.id;
    }
    return Number(q.insert.run(campaignId, name, JSON.stringify(block), notes).lastInsertRowid);
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
        const row = q.get.get(input.id) as Row | undefined;
        if (!row || row.campaign_id !== input.campaignId) throw notFound('bestiary entry in this campaign', input.id, 'id');
      } else if (q.byName.get(input.campaignId, input.name)) {
        throw new AppError('conflict', `name: the bestiary already has "${input.name}"; give its id to change it`, ['name']);
      }
      const block = checked(input.campaignId, input.statBlock, ['statBlock']);
      let id = 0;
      journal.record(input.campaignId, { kind: 'bestiary', request: input }, () => {
        id = put(input.campaignId, input.name, block, input.notes, input.id);
        return { summary: `Bestiary: ${input.id === undefined ? 'added' : 'changed'} ${input.name}`, result: null };
      });
      return view(q.get.get(id) as Row);
    },

    delete(input: MethodParams<'bestiary.delete'>): MethodOutput<'bestiary.delete'> {
      const row = (q.get.get(input.id) as Row | undefined) ?? raise(notFound('bestiary entry', input.id, 'id'));
      journal.record(row.campaign_id, { kind: 'bestiary', request: input }, () => {
        q.remove.run(row.id);
        return { summary: `Bestiary: removed ${row.name}`, result: null };
      });
      return list(row.campaign_id);
    },

    exportFile(input: MethodParams<'bestiary.export'>): MethodOutput<'bestiary.export'> {
      mustCampaign(input.campaignId);
      return {
        format: 'lantern.bestiary',
        version: 1,
        rulesSystem: rulesetOf(input.campaignId).id,
        entries: (q.list.all(input.campaignId) as Row[]).map((r) => ({ name: r.name, statBlock: JSON.parse(r.stat_block) as Record<string, unknown>, notes: r.notes })),
      };
    },

    importFile(input: MethodParams<'bestiary.import'>): MethodOutput<'bestiary.import'> {
      mustCampaign(input.campaignId);
      const system = rulesetOf(input.campaignId).id;
      if (input.file.rulesSystem !== system) {
        throw new AppError('invalid_input', `file.rulesSystem: this campaign plays ${system}, the file holds ${input.file.rulesSystem} foes`, ['file', 'rulesSystem']);
      }
      const blocks = input.file.entries.map((e, i) => checked(input.campaignId, e.statBlock, ['file', 'entries', i, 'statBlock']));
      journal.record(input.campaignId, { kind: 'bestiary', request: { campaignId: input.campaignId, count: input.file.entries.length } }, () => {
        input.file.entries.forEach((e, i) => put(input.campaignId, e.name, blocks[i], e.notes));
        return { summary: `Bestiary: imported ${input.file.entries.length} foe${input.file.entries.length === 1 ? '' : 's'}`, result: null };
      });
      return list(input.campaignId);
    },
  };
}

export type BestiaryService = ReturnType<typeof bestiaryService>;
