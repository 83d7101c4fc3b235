import type Database from 'better-sqlite3';
import { bulkCapture } from '../undo-capture';

// What an advance of the clock reads once and writes back once: the campaign's time,
// its burning lights, who eats and from which stacks. Writes go in one statement per
// table, their reversal recorded in one undo statement per table, since a year can
// touch every row of the campaign.

export interface LitLightRow {
  id: number;
  member_id: number | null;
  kind: string;
  /** The moment it burns out if left lit. */
  out_at: number;
  memberName: string;
  partyId: number | null;
}

export interface EaterRow {
  id: number;
  name: string;
  party_id: number;
  hp_current: number;
  hp_max: number;
  fp_current: number | null;
  fp_max: number | null;
  days_without_food: number;
  days_without_water: number;
  healing_blocked: number;
  sheet: string;
  condition: string;
}

export type EaterChange = Pick<EaterRow, 'id' | 'hp_current' | 'fp_current' | 'days_without_food' | 'days_without_water' | 'healing_blocked' | 'condition'>;

export interface SupplyRow {
  id: number;
  member_id: number | null;
  party_id: number | null;
  quantity: number;
  used_of_one: number;
  food_days: number | null;
  water_quarts: number | null;
}

export type SupplyChange = Pick<SupplyRow, 'id' | 'quantity' | 'used_of_one'>;

export function clockStateRepository(sqlite: Database.Database) {
  const changing = {
    lights: bulkCapture(sqlite, 'light_sources', ['state', 'lit_at', 'burned_seconds']),
    eaters: bulkCapture(sqlite, 'members', ['hp_current', 'fp_current', 'days_without_food', 'days_without_water', 'healing_blocked', 'condition']),
    supplies: bulkCapture(sqlite, 'inventory', ['quantity', 'used_of_one']),
  };
  const q = {
    time: sqlite.prepare('SELECT game_time_seconds FROM campaigns WHERE id = ?').pluck(),
    setTime: sqlite.prepare('UPDATE campaigns SET game_time_seconds = ? WHERE id = ?'),
    litLights: sqlite.prepare(
      `SELECT l.id, l.member_id, l.kind, coalesce(l.lit_at, 0) + l.burn_seconds - l.burned_seconds AS out_at,
         coalesce(m.name, 'someone') AS memberName, m.party_id AS partyId
       FROM light_sources l LEFT JOIN members m ON m.id = l.member_id WHERE l.campaign_id = ? AND l.state = 'lit'`,
    ),
    spendLights: sqlite.prepare(
      "UPDATE light_sources SET state = 'spent', lit_at = NULL, burned_seconds = burn_seconds WHERE id IN (SELECT value FROM json_each(?))",
    ),
    carriers: sqlite.prepare("SELECT id, party_id FROM members WHERE campaign_id = ? AND kind IN ('animal', 'vehicle')"),
    eaters: sqlite.prepare(
      `SELECT id, name, party_id, hp_current, hp_max, fp_current, fp_max, days_without_food, days_without_water, healing_blocked, sheet, condition
       FROM members WHERE campaign_id = ? AND kind IN ('pc', 'hireling') ORDER BY party_id, position`,
    ),
    tired: sqlite.prepare("SELECT 1 FROM members WHERE campaign_id = ? AND kind IN ('pc', 'hireling') AND fp_current < fp_max LIMIT 1").pluck(),
    saveEaters: sqlite.prepare(
      `UPDATE members SET hp_current = e.value ->> 1, fp_current = e.value ->> 2, days_without_food = e.value ->> 3,
         days_without_water = e.value ->> 4, healing_blocked = e.value ->> 5, condition = e.value ->> 6
       FROM json_each(?) e WHERE members.id = e.value ->> 0`,
    ),
    supplies: sqlite.prepare(
      `SELECT i.id, i.member_id, i.party_id, i.quantity, i.used_of_one, c.food_days, c.water_quarts
       FROM inventory i JOIN catalogue_items c ON c.id = i.item_id
       WHERE i.campaign_id = ? AND (c.food_days IS NOT NULL OR c.water_quarts IS NOT NULL) ORDER BY i.id`,
    ),
    saveSupplies: sqlite.prepare(
      'UPDATE inventory SET quantity = s.value ->> 1, used_of_one = s.value ->> 2 FROM json_each(?) s WHERE inventory.id = s.value ->> 0',
    ),
    dropSupplies: sqlite.prepare('DELETE FROM inventory WHERE id IN (SELECT value FROM json_each(?))'),
    place: sqlite.prepare('SELECT location_kind AS kind, location_name AS name FROM parties WHERE id = ?'),
  };

  return {
    time: (campaignId: number) => q.time.get(campaignId) as number,
    setTime: (campaignId: number, seconds: number) => void q.setTime.run(seconds, campaignId),
    /** Where a party is, which decides its wandering-monster schedule. */
    place: (partyId: number) => q.place.get(partyId) as { kind: string; name: string } | undefined,

    litLights: (campaignId: number) => q.litLights.all(campaignId) as LitLightRow[],
    spendLights(ids: readonly number[]): void {
      if (ids.length) changing.lights({ updated: ids, deleted: [] }, () => q.spendLights.run(JSON.stringify(ids)));
    },

    /** Pack animals and vehicles: what they carry belongs to their party's stores. */
    carriers: (campaignId: number) => q.carriers.all(campaignId) as { id: number; party_id: number }[],
    eaters: (campaignId: number) => q.eaters.all(campaignId) as EaterRow[],
    anyoneTired: (campaignId: number) => q.tired.get(campaignId) !== undefined,
    saveEaters(rows: readonly EaterChange[]): void {
      if (!rows.length) return;
      const values = rows.map((e) => [e.id, e.hp_current, e.fp_current, e.days_without_food, e.days_without_water, e.healing_blocked, e.condition]);
      changing.eaters({ updated: rows.map((e) => e.id), deleted: [] }, () => q.saveEaters.run(JSON.stringify(values)));
    },

    /** Stacks that feed or water, in the order they are eaten from. */
    supplies: (campaignId: number) => q.supplies.all(campaignId) as SupplyRow[],
    saveSupplies(kept: readonly SupplyChange[], emptied: readonly number[]): void {
      if (!kept.length && !emptied.length) return;
      changing.supplies({ updated: kept.map((s) => s.id), deleted: emptied }, () => {
        if (kept.length) q.saveSupplies.run(JSON.stringify(kept.map((s) => [s.id, s.quantity, s.used_of_one])));
        if (emptied.length) q.dropSupplies.run(JSON.stringify(emptied));
      });
    },
  };
}

export type ClockStateRepository = ReturnType<typeof clockStateRepository>;
