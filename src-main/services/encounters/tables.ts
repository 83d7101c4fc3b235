import type { EncounterTableView, MethodOutput, MethodParams } from '../../../src-shared/contract';
import { TERRAINS } from '../../../src-shared/hexmap';
import { AppError } from '../errors';
import type { EncounterDeps } from './deps';

type TablesAnswer = MethodOutput<'encounter.tables'>;

/** Editing, importing and exporting wandering-monster tables; behind the screen, journaled as 'table'. */
export function encounterTableActions({ store, journal, rulesetOf }: EncounterDeps) {
  const { tables, bestiary } = store;

  function answer(campaignId: number): TablesAnswer {
    const terrains = rulesetOf(campaignId).terrains.filter((t) => (TERRAINS as readonly string[]).includes(t.id));
    return { tables: tables.list(campaignId), terrains: terrains.map((t) => ({ id: t.id, label: t.label })) };
  }

  /** Every foe a table names must be in the bestiary, so a rolled line can fill the fight form. */
  function checkFoes(campaignId: number, table: EncounterTableView, at: (string | number)[]): void {
    table.entries.forEach((e, i) => {
      if (e.foe && !bestiary.byName(campaignId, e.foe)) {
        throw new AppError('invalid_input', `${[...at, 'entries', i, 'foe'].join('.')}: no "${e.foe}" in the bestiary`, [...at, 'entries', i, 'foe']);
      }
    });
  }

  const keyOf = (t: Pick<EncounterTableView, 'setting' | 'levelName' | 'timeOfDay'>) => ({
    setting: t.setting,
    levelName: t.levelName,
    timeOfDay: t.setting === 'dungeon' ? ('any' as const) : t.timeOfDay,
  });
  const label = (t: Pick<EncounterTableView, 'setting' | 'levelName' | 'timeOfDay'>) =>
    t.setting === 'dungeon' ? t.levelName : `${t.levelName}${t.timeOfDay === 'any' ? '' : ` by ${t.timeOfDay}`}`;

  return {
    tables: (input: MethodParams<'encounter.tables'>) => answer(input.campaignId),

    saveTable(input: MethodParams<'encounter.saveTable'>): TablesAnswer {
      checkFoes(input.campaignId, input.table, ['table']);
      journal.record(input.campaignId, { kind: 'table', request: input }, () => {
        tables.put(input.campaignId, keyOf(input.table), input.table);
        return { summary: `Wandering monsters for ${label(input.table)}: ${input.table.entries.length} entries`, result: null };
      });
      return answer(input.campaignId);
    },

    deleteTable(input: MethodParams<'encounter.deleteTable'>): TablesAnswer {
      journal.record(input.campaignId, { kind: 'table', request: input }, () => {
        if (!tables.delete(input.campaignId, keyOf(input))) throw new AppError('not_found', `levelName: no table for ${label(input)}`, ['levelName']);
        return { summary: `Wandering monsters for ${label(input)}: table removed`, result: null };
      });
      return answer(input.campaignId);
    },

    exportTables: (input: MethodParams<'encounter.exportTables'>): MethodOutput<'encounter.exportTables'> => ({
      format: 'lantern.encounter-tables',
      version: 1,
      tables: tables.list(input.campaignId),
    }),

    importTables(input: MethodParams<'encounter.importTables'>): TablesAnswer {
      input.file.tables.forEach((t, i) => checkFoes(input.campaignId, t, ['file', 'tables', i]));
      journal.record(input.campaignId, { kind: 'table', request: { campaignId: input.campaignId, count: input.file.tables.length } }, () => {
        for (const t of input.file.tables) tables.put(input.campaignId, keyOf(t), t);
        return { summary: `Wandering monsters: imported ${input.file.tables.length} table${input.file.tables.length === 1 ? '' : 's'}`, result: null };
      });
      return answer(input.campaignId);
    },

    /** A demo campaign's tables, written as part of installing it (no journal entry: the campaign is new). */
    installDemo(campaignId: number, demo: readonly EncounterTableView[]): void {
      demo.forEach((t, i) => checkFoes(campaignId, t, ['encounterTables', i]));
      for (const t of demo) tables.put(campaignId, keyOf(t), t);
    },
  };
}
