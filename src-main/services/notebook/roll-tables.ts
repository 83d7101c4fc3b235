import { MAX_TABLE_DEPTH, placeKey, placeState, rollTableInput, type MethodOutput, type MethodParams, type RollTable } from '../../../src-shared/contract';
import { indexOf } from '../../../src-shared/hexmap/coordinates';
import type { DungeonLevelRepository } from '../../db/repositories/dungeon-levels';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { NewTableRow, RollTableRepository, RollTableRecord } from '../../db/repositories/roll-tables';
import { parseJson, tableFromCsv, TableFileError, tablesFromFoundry, tablesFromLanternJson, tableToCsv, tableToJson, type ReadTable } from '../../import/roll-tables';
import { DiceNotationError } from '../../rules/dice';
import { RuleInputError } from '../../rules/rule-input-error';
import { checkRanges, loopThrough, rangesFromWeights, rollOnTables, type TableForRoll } from '../../rules/tables/roll-table';
import { AppError, notFound, parseNested, raise } from '../errors';
import type { JournalService } from '../journal';

type Path = (string | number)[];
type TableInput = MethodParams<'rollTable.save'>['table'];
type TableShape = Pick<RollTableRecord, 'name' | 'formula' | 'weighted'>;

const invalid = (path: Path, reason: string) => new AppError('invalid_input', `${path.join('.')}: ${reason}`, path);
const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * A table as the GM wrote it, made ready to save: a formula with rows by range, or weights
 * turned into ranges of 1 to their sum. Refuses, at the field, a formula that is not dice and
 * rows the formula cannot roll or that overlap.
 */
export function tableToSave(table: TableInput, at: Path): { shape: TableShape; rows: NewTableRow[] } {
  const byWeight = table.rows.some((r) => r.weight !== undefined);
  const byRange = table.rows.some((r) => r.low !== undefined || r.high !== undefined);
  if (byWeight && byRange) throw invalid([...at, 'rows'], 'give every row a weight or every row a range, not both');
  if (byWeight && table.formula) throw invalid([...at, 'formula'], 'a weighted table rolls 1 to the sum of its weights; leave the formula out or give ranges');
  let formula = table.formula;
  let ranges: { low: number; high: number }[];
  if (byRange) {
    ranges = table.rows.map((r, i) => {
      const low = r.low ?? r.high ?? raise(invalid([...at, 'rows', i, 'low'], 'is required in a table of ranges'));
      return { low, high: r.high ?? low };
    });
    formula ??= `1d${Math.max(...ranges.map((r) => r.high))}`;
  } else {
    ranges = rangesFromWeights(table.rows.map((r) => r.weight ?? 1));
    formula = `1d${ranges.at(-1)!.high}`;
  }
  try {
    checkRanges(formula, ranges);
  } catch (error) {
    if (error instanceof DiceNotationError) throw invalid([...at, 'formula'], `${error.reason} (at character ${error.position + 1})`);
    if (error instanceof RuleInputError) throw invalid([...at, ...error.path], error.reason);
    throw error;
  }
  return {
    shape: { name: table.name, formula, weighted: !byRange },
    rows: table.rows.map((r, i) => ({ ...ranges[i], text: r.text, subTableId: r.subTableId })),
  };
}

/** How a table roll's entry states what it came to, for `toKey` to read back. */
const RESULT = 'Result: ';

/** The campaign's roll tables: written, imported, exported and rolled on, each change a journaled action. */
export function rollTableService(deps: { notebook: RollTableRepository; journal: JournalService; levels: DungeonLevelRepository; regions: HexRegionRepository }) {
  const { notebook, journal, levels, regions } = deps;

  function tables(campaignId: number): RollTable[] {
    const rows = notebook.tableRows(campaignId);
    return notebook.tables(campaignId).map((t) => ({
      id: t.id,
      name: t.name,
      formula: t.formula,
      weighted: t.weighted,
      rows: rows.filter((r) => r.tableId === t.id).map((r) => ({ id: r.id, low: r.low, high: r.high, weight: r.high - r.low + 1, text: r.text, subTableId: r.subTableId })),
    }));
  }
  const tableOf = (campaignId: number, tableId: number, field = 'tableId'): RollTable => tables(campaignId).find((t) => t.id === tableId) ?? raise(notFound('roll table', tableId, field));

  /** Refuses, after a write, a table that leads back to itself: the whole action is rolled back. */
  function refuseLoops(campaignId: number, written: readonly number[], at: (tableId: number) => Path) {
    const all = tables(campaignId);
    const leadsTo = (id: number) => (all.find((t) => t.id === id)?.rows ?? []).flatMap((r) => (r.subTableId === null ? [] : [r.subTableId]));
    for (const id of written) {
      const loop = loopThrough(id, leadsTo(id), leadsTo);
      if (loop) {
        const names = [id, ...loop].map((t) => all.find((x) => x.id === t)!.name);
        throw invalid(at(id), `the rows lead back to this table (${names.join(' → ')}); a table may not roll on itself`);
      }
    }
  }

  function refuseTakenName(campaignId: number, name: string, except: number | undefined, at: Path) {
    if (notebook.tables(campaignId).some((t) => t.id !== except && sameName(t.name, name))) throw new AppError('conflict', `${at.join('.')}: a table is already called "${name}"`, at);
  }

  /** A free name like the one asked: "Rumours", else "Rumours (2)"... */
  function freeName(taken: string[], name: string): string {
    let candidate = name;
    for (let n = 2; taken.some((t) => sameName(t, candidate)); n++) candidate = `${name.slice(0, 74)} (${n})`;
    return candidate;
  }

  function readFile(input: MethodParams<'rollTable.import'>): ReadTable[] {
    try {
      if (input.format === 'csv') return [tableFromCsv(input.text)];
      const json = parseJson(input.text);
      return input.format === 'foundry' ? tablesFromFoundry(json) : tablesFromLanternJson(json);
    } catch (error) {
      if (error instanceof TableFileError) throw invalid(['text'], error.message);
      throw error;
    }
  }

  return {
    list: (input: MethodParams<'rollTable.list'>): MethodOutput<'rollTable.list'> => ({ tables: tables(input.campaignId) }),

    save(input: MethodParams<'rollTable.save'>): MethodOutput<'rollTable.save'> {
      const { campaignId, tableId } = input;
      const before = tableId === undefined ? undefined : tableOf(campaignId, tableId);
      refuseTakenName(campaignId, input.table.name, tableId, ['table', 'name']);
      const { shape, rows } = tableToSave(input.table, ['table']);
      const { result: id, entry } = journal.recordEntry(campaignId, { kind: 'roll-table', request: input }, (ctx) => {
        const id = before ? (notebook.replaceTable(campaignId, before.id, shape, rows), before.id) : notebook.addTable(campaignId, shape, rows);
        refuseLoops(campaignId, [id], () => ['table', 'rows']);
        ctx.note(`${rows.length} rows, rolled with ${shape.formula}${shape.weighted ? ' (by weight)' : ''}`);
        return { summary: `${before ? 'Table changed' : 'Table written'}: ${shape.name}`, result: id };
      });
      return { table: tableOf(campaignId, id), entry };
    },

    remove(input: MethodParams<'rollTable.remove'>): MethodOutput<'rollTable.remove'> {
      const table = tableOf(input.campaignId, input.tableId);
      const { entry } = journal.recordEntry(input.campaignId, { kind: 'roll-table', request: input }, () => {
        notebook.removeTable(table.id);
        return { summary: `Table deleted: ${table.name}`, result: null };
      });
      return { entry };
    },

    roll(input: MethodParams<'rollTable.roll'>): MethodOutput<'rollTable.roll'> {
      const all = tables(input.campaignId);
      const first = all.find((t) => t.id === input.tableId) ?? raise(notFound('roll table', input.tableId, 'tableId'));
      const byId = new Map<number, TableForRoll>(all.map((t) => [t.id, t]));
      const { result, entry } = journal.recordEntry(input.campaignId, { kind: 'table-roll', request: input }, (ctx) => {
        const rolled = rollOnTables(first.id, (id) => byId.get(id), ctx.rng, MAX_TABLE_DEPTH);
        ctx.keepRolls(rolled.rolls.map((r) => ({ ...r, secret: input.secret })));
        for (const step of rolled.steps) ctx.note(`${step.tableName} (${step.total}): ${step.text}`);
        ctx.note(`${RESULT}${rolled.text}`);
        const line = `${first.name}: ${rolled.text}`;
        // In the open, the table sees what came up; behind the screen, nothing of it.
        return { summary: `${input.secret ? 'Secret roll on' : 'Rolled on'} ${line}`, ...(input.secret ? {} : { playersSummary: line }), result: rolled };
      });
      return { text: result.text, steps: result.steps, entry };
    },

    import(input: MethodParams<'rollTable.import'>): MethodOutput<'rollTable.import'> {
      const read = readFile(input);
      const taken = notebook.tables(input.campaignId).map((t) => t.name);
      const named = read.map((t, i) => {
        const name = freeName(taken, (i === 0 ? input.name : undefined) ?? t.name ?? 'Imported table');
        taken.push(name);
        return { ...t, name, formula: t.formula ?? (i === 0 ? input.formula : undefined) };
      });
      const { result: ids, entry } = journal.recordEntry(input.campaignId, { kind: 'roll-table', request: { format: input.format, name: input.name, formula: input.formula, characters: input.text.length } }, (ctx) => {
        const prepared = named.map((t, i) => {
          const at = read.length > 1 ? ['text', i] : ['text'];
          const checked = parseNested(rollTableInput, { name: t.name, ...(t.formula && { formula: t.formula }), rows: t.rows.map(({ subTable: _, ...r }) => r) }, at);
          return { read: t, at, ...tableToSave(checked, at) };
        });
        const ids = prepared.map((p) => notebook.addTable(input.campaignId, p.shape, p.rows));
        const existing = notebook.tables(input.campaignId);
        // Rows leading to another table name it: one of this file's first, else one the campaign has.
        const byName = (name: string) => prepared.findIndex((p) => sameName(p.shape.name, name) || sameName(p.read.name ?? '', name));
        prepared.forEach((p, i) => {
          const rows = p.rows.map((r, k) => {
            const sub = p.read.rows[k].subTable;
            if (sub === undefined) return r;
            const inFile = byName(sub);
            const subTableId = inFile >= 0 ? ids[inFile] : (existing.find((t) => sameName(t.name, sub))?.id ?? null);
            if (subTableId === null) ctx.note(`${p.shape.name}, row ${k + 1}: no table called "${sub}" to roll on next; the row keeps its text`);
            return { ...r, subTableId };
          });
          notebook.replaceTable(input.campaignId, ids[i], p.shape, rows);
        });
        refuseLoops(input.campaignId, ids, (id) => prepared[ids.indexOf(id)].at);
        ctx.note(`${prepared.map((p) => `${p.shape.name} (${p.rows.length} rows)`).join(', ')}`);
        return { summary: `Imported ${prepared.length === 1 ? `table ${prepared[0].shape.name}` : `${prepared.length} tables`} from ${input.format === 'foundry' ? 'Foundry VTT' : input.format.toUpperCase()}`, result: ids };
      });
      const all = tables(input.campaignId);
      return { tables: ids.map((id) => all.find((t) => t.id === id)!), entry };
    },

    export(input: MethodParams<'rollTable.export'>): MethodOutput<'rollTable.export'> {
      const all = tables(input.campaignId);
      const table = all.find((t) => t.id === input.tableId) ?? raise(notFound('roll table', input.tableId, 'tableId'));
      const written = { ...table, rows: table.rows.map((r) => ({ ...r, subTable: all.find((t) => t.id === r.subTableId)?.name ?? null })) };
      const base = table.name.replace(/[^\w\- ]+/g, '').trim() || 'table';
      return input.format === 'csv' ? { fileName: `${base}.csv`, text: tableToCsv(written) } : { fileName: `${base}.json`, text: tableToJson(written) };
    },

    toKey(input: MethodParams<'rollTable.toKey'>): MethodOutput<'rollTable.toKey'> {
      const rolled = journal.entry(input.campaignId, input.entryId);
      const result = rolled.kind === 'table-roll' && rolled.status === 'active' ? rolled.changes.find((c) => c.startsWith(RESULT))?.slice(RESULT.length) : undefined;
      if (result === undefined) throw invalid(['entryId'], 'is not a table roll in force');
      const withResult = (json: string) => {
        const key = placeKey.parse(JSON.parse(json));
        const gmNotes = key.gmNotes ? `${key.gmNotes}\n${result}` : result;
        if (gmNotes.length > 10_000) throw invalid(['place'], "the key's GM notes would pass 10000 characters");
        return JSON.stringify({ ...key, gmNotes });
      };
      const { place } = input;
      const { entry } = journal.recordEntry(input.campaignId, { kind: 'map', request: input }, () => {
        if ('areaId' in place) {
          const area = levels.area(place.areaId) ?? raise(notFound('area', place.areaId, 'place.areaId'));
          levels.updateArea(area.id, { key: withResult(area.key) });
          return { summary: `Area ${area.number}${area.name ? ` ${area.name}` : ''}: table result added to its key`, result: null };
        }
        const region = regions.get(place.regionId) ?? raise(notFound('region', place.regionId, 'place.regionId'));
        const { col, row } = place.hex;
        if (col >= region.width || row >= region.height) throw invalid(['place', 'hex'], `(${col}, ${row}) is off the ${region.width} by ${region.height} map`);
        const index = indexOf(region.width, col, row);
        const held = regions.keys(region.id).find((k) => k.hexIndex === index);
        regions.putKey(region.id, index, withResult(held?.key ?? '{}'), held?.state ?? JSON.stringify(placeState.parse({})));
        return { summary: `${region.name}: table result added to the key of hex (${col}, ${row})`, result: null };
      });
      return { entry };
    },
  };
}
export type RollTableService = ReturnType<typeof rollTableService>;
