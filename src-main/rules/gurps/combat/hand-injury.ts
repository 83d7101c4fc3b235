import type { Rng } from '../../dice/rng';
import { deathOutcome } from './damage';
import type { InjuryModel, TargetBody } from './injury-model';
import type { LabelledRoll } from './trace';

/**
 * HP the GM takes away by hand in a fight are injury all the same (000_4b7986e803b19dcc.txt,
 * "General Damage"): each multiple of -HP passed calls for a death check, and -5 x HP
 * kills outright. The roll to stay conscious at 0 HP or below comes at the fighter's
 * own turn, as after any wound.
 */
export function handInjury(
  model: InjuryModel,
  body: TargetBody & { readonly name: string },
  hpAfter: number,
  rng: Rng,
): { readonly dead: boolean; readonly rolls: readonly LabelledRoll[]; readonly notes: readonly string[] } {
  if (hpAfter >= body.currentHp) return { dead: false, rolls: [], notes: [] };
  const death = deathOutcome({ model, target: body, hpBefore: body.currentHp, hpAfter, fatal: false, alreadyDead: body.state?.dead ?? false }, rng);
  return {
    dead: death.dead && !(body.state?.dead ?? false),
    rolls: death.rolls.map((r) => ({ ...r, label: `${r.label}: ${body.name}` })),
    notes: death.steps.map((s) => `${body.name}: ${s}`),
  };
}
