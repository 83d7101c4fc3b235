import type { StDamage } from './damage-table';

/**
 * Tables GURPS Lite lacks, which a GURPS campaign takes from GULLIVER whether or not it
 * plays GULLIVER's body rules: a size from a weight and back, for the sheet, and how
 * dark firelight leaves the party (GULLIVER's "Bright Lights" scale, darkest first), and the
 * New ST Damage table a campaign may fight by.
 * rules/registry.ts passes them in, so GURPS never imports GULLIVER.
 */
export interface SupplementTables {
  linearScaleFromMass(massLb: number): number;
  massFromLinearScale(linearScale: number): number;
  /** GULLIVER's New ST Damage: thrust by ST's tens, swing as the thrust of 1.5 x ST. */
  newStDamage(combatSt: number): StDamage;
  lightLevel(level: FirelightLevel): {
    readonly label: string;
    readonly example: string;
    readonly darknessPenalty: number;
    readonly blind: boolean;
  };
}

/** The light levels a party's own flames and light spells can leave it in, darkest first. */
export type FirelightLevel = 'total-darkness' | 'very-dark' | 'dark' | 'very-dim' | 'dim' | 'bright';
