import { useState } from 'react';
import type { RollTable, RollTableInput } from '../../../src-shared/contract';
import { Banner } from '../../components/Banner';
import { useRollTables } from '../../stores/roll-tables';

interface DraftRow {
  roll: string;
  text: string;
  subTableId: string;
}

const RANGE = /^\s*(-?\d+)\s*(?:[-–]\s*(-?\d+))?\s*$/;

/** A row as the host takes it: "3" or "3-5" for a table with dice, a weight for one without. */
function rowInput(row: DraftRow, byWeight: boolean): RollTableInput['rows'][number] {
  const sub = row.subTableId === '' ? null : Number(row.subTableId);
  const m = RANGE.exec(row.roll);
  if (byWeight) return { weight: row.roll.trim() === '' ? 1 : Number(row.roll), text: row.text, subTableId: sub };
  return m ? { low: Number(m[1]), high: Number(m[2] ?? m[1]), text: row.text, subTableId: sub } : { low: Number.NaN, text: row.text, subTableId: sub };
}

/** Writes a table: its name, its dice (or none, for rows by weight), and its rows, each maybe leading to another table. */
export function TableEditor({ table, tables, onSaved, onCancel }: { table: RollTable | null; tables: RollTable[]; onSaved(t: RollTable): void; onCancel(): void }) {
  const saveTable = useRollTables((s) => s.saveTable);
  const [name, setName] = useState(table?.name ?? '');
  const [formula, setFormula] = useState(table && !table.weighted ? table.formula : '');
  const [rows, setRows] = useState<DraftRow[]>(
    table?.rows.map((r) => ({ roll: table.weighted ? String(r.weight) : r.low === r.high ? String(r.low) : `${r.low}-${r.high}`, text: r.text, subTableId: r.subTableId === null ? '' : String(r.subTableId) })) ?? [{ roll: '', text: '', subTableId: '' }],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const byWeight = formula.trim() === '';
  const edit = (i: number, change: Partial<DraftRow>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...change } : r)));
  const others = tables.filter((t) => t.id !== table?.id);

  return (
    <form
      className="panel"
      aria-label={table ? `Edit table ${table.name}` : 'New table'}
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const input = { name, ...(byWeight ? {} : { formula }), rows: rows.map((r) => rowInput(r, byWeight)) };
          onSaved(await saveTable(input, table?.id));
        } catch (err) {
          setProblem((err as Error).message);
        }
      }}
    >
      <h2>{table ? `Edit ${table.name}` : 'New table'}</h2>
      <div className="party-tools">
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Rumours in Bywater" aria-label="Table name" />
        <input className="dice-expression" value={formula} onChange={(e) => setFormula(e.target.value)} placeholder="dice, e.g. 1d8" aria-label="Dice" />
      </div>
      <p className="muted">{byWeight ? 'No dice given: each row has a weight (1 if left empty), and a roll picks rows in proportion to them.' : 'Each row answers a total of the dice, or a range like 3-5.'}</p>
      <table className="itinerary" aria-label="Rows">
        <thead>
          <tr>
            <th>{byWeight ? 'Weight' : 'Roll'}</th>
            <th>Result (dice inside, like "2d6 goblins", are rolled)</th>
            <th>Then roll on</th>
            <th>
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td>
                <input className="qty" value={r.roll} onChange={(e) => edit(i, { roll: e.target.value })} aria-label={`Row ${i + 1} ${byWeight ? 'weight' : 'roll'}`} />
              </td>
              <td>
                <input value={r.text} onChange={(e) => edit(i, { text: e.target.value })} aria-label={`Row ${i + 1} result`} />
              </td>
              <td>
                <select value={r.subTableId} onChange={(e) => edit(i, { subTableId: e.target.value })} aria-label={`Row ${i + 1} then roll on`}>
                  <option value="">Nothing more</option>
                  {others.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </select>
              </td>
              <td className="row-actions">
                <button type="button" aria-label={`Remove row ${i + 1}`} onClick={() => setRows(rows.filter((_, k) => k !== i))} disabled={rows.length === 1}>
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="party-tools">
        <button type="button" onClick={() => setRows([...rows, { roll: '', text: '', subTableId: '' }])}>
          Add a row
        </button>
        <button type="submit" className="primary">
          Save table
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <Banner message={problem} />
    </form>
  );
}
