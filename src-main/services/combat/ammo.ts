import { AMMO, ammoFor, ammoWords } from '../../../src-shared/ammo-kinds';
import type { CatalogueRepository } from '../../db/repositories/catalogue';
import type { AmmoStack, InventoryRepository } from '../../db/repositories/inventory';
import type { CombatantRow, FightRepository } from '../../db/repositories/fights';
import type { Fighter, Ruleset } from '../../rules/ruleset';
import { AppError } from '../errors';

type Attack = Parameters<Ruleset['combat']['missileWeapon']>[1];
import type { ActionContext } from '../journal';

const shotsOf = (row: Pick<CombatantRow, 'shots'>): Record<string, number> => JSON.parse(row.shots) as Record<string, number>;

/** What a member's shot would spend: the launcher, what it takes, and the stack it comes from (null when none is left). */
function supplyFor(inventory: InventoryRepository, ruleset: Ruleset, row: CombatantRow, fighter: Fighter, attack: Attack) {
  if (row.memberId === null) return null;
  const launcher = ruleset.combat.missileWeapon(fighter, attack);
  const kinds = launcher ? ammoFor(launcher) : null;
  if (!launcher || !kinds) return null;
  const stacks = inventory.ammoOf(row.memberId).filter((s) => kinds.includes(s.ammo) && s.quantity > 0);
  const stack = kinds.map((k) => stacks.find((s) => s.ammo === k)).find((s): s is AmmoStack => s !== undefined) ?? null;
  const left = stacks.reduce((n, s) => n + s.quantity, 0);
  if (left === 0 && kinds.some((k) => AMMO[k].found)) return null;
  return { launcher, kinds, stack, left };
}

/** Arrows, bolts or stones left for this shot, as a line of the attack's preview; none for a blow. */
export function ammoFigure(inventory: InventoryRepository, ruleset: Ruleset, row: CombatantRow, fighter: Fighter, attack: Attack) {
  const supply = supplyFor(inventory, ruleset, row, fighter, attack);
  if (!supply) return null;
  const words = ammoWords(supply.kinds);
  return {
    label: `${words[0]!.toUpperCase()}${words.slice(1)} left`,
    value: supply.left === 0 ? `none: out of ${words}` : String(supply.left),
    detail: supply.left === 0 ? `the ${supply.launcher} cannot shoot` : `each shot from the ${supply.launcher} spends one`,
  };
}

/** A member's shot spends one of what the launcher takes, or is refused before any die when none is left. */
export function loose(ctx: ActionContext, deps: { inventory: InventoryRepository; fights: FightRepository }, ruleset: Ruleset, row: CombatantRow, fighter: Fighter, attack: Attack): void {
  const supply = supplyFor(deps.inventory, ruleset, row, fighter, attack);
  if (!supply) return;
  const { stack, kinds, launcher, left } = supply;
  if (!stack) throw new AppError('invalid_input', `attack: ${row.name} has no ${ammoWords(kinds)} left for the ${launcher}`, ['attack']);
  deps.inventory.useOne(stack);
  const shots = shotsOf(row);
  shots[stack.itemId] = (shots[stack.itemId] ?? 0) + 1;
  deps.fights.saveShots(row.id, shots);
  row.shots = JSON.stringify(shots);
  ctx.note(`${row.name} shoots one ${AMMO[stack.ammo].noun}: ${left - 1} ${left - 1 === 1 ? AMMO[stack.ammo].noun : AMMO[stack.ammo].plural} left.`);
}

/** After a fight: each member finds `percent` of what they shot (rounded down), and the count starts again. */
export function recoverShots(
  ctx: ActionContext,
  deps: { inventory: InventoryRepository; fights: FightRepository; catalogue: CatalogueRepository },
  campaignId: number,
  rows: readonly CombatantRow[],
  percent: number,
): string[] {
  const said: string[] = [];
  for (const row of rows) {
    const shots = shotsOf(row);
    if (row.memberId === null || Object.keys(shots).length === 0) continue;
    for (const [itemId, shot] of Object.entries(shots)) {
      const back = Math.floor((shot * percent) / 100);
      if (back > 0) {
        const to = { memberId: row.memberId };
        const stack = deps.inventory.mergeTarget(to, Number(itemId), false);
        if (stack) deps.inventory.update(stack.id, { quantity: stack.quantity + back });
        else deps.inventory.insert({ campaignId, itemId: Number(itemId), to, quantity: back, magical: false });
      }
      const ammo = deps.catalogue.get(Number(itemId))?.ammo;
      said.push(`${row.name} recovers ${back} of ${shot} ${ammo ? AMMO[ammo].plural : 'missiles'}`);
    }
    deps.fights.saveShots(row.id, {});
    ctx.about(row.memberId);
  }
  return said;
}
