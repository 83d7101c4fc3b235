import type { GurpsCharacterSheet } from '../../../../src-shared/contract';

type Skill = GurpsCharacterSheet['skills'][number];

/**
 * The Feint technique bought up from a weapon's skill, as the sheet keeps it: a skill named Feint
 * whose technique starts from that skill (a GCS file's "Feint" defaulting to Force Sword), or one
 * named "Feint (Force Sword)". The seed's Feint (000, "Feint") is a Quick Contest of melee weapon
 * skills and says nothing of techniques; the Basic Set does (p. B229, "Techniques": a technique is
 * rolled in place of its skill for the one move it covers; GCS's Feint entry cites p. B231).
 */
export function feintTechnique(skills: readonly Skill[], weaponSkill: string): { readonly level: number; readonly name: string } | null {
  const of = weaponSkill.trim().toLowerCase();
  const feints = skills.filter((s) => /^feint\b/i.test(s.name) && (s.technique?.of.toLowerCase() === of || s.name.toLowerCase() === `feint (${of})`));
  if (feints.length === 0) return null;
  const best = feints.reduce((a, b) => (b.level > a.level ? b : a));
  return { level: best.level, name: /\(/.test(best.name) ? best.name : `${best.name} (${weaponSkill})` };
}
