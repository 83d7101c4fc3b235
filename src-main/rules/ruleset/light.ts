// Light sources, how long they burn and what a body sees by them.

import type { LightKind } from '../../../src-shared/light-kinds';
import type { RollResult } from '../dice/roll';
import type { LengthUnit } from './character';

export interface LightSourceSpec {
  readonly id: LightKind;
  readonly label: string;
  readonly brightRadius: number;
  /** Outer edge of the dim fringe. */
  readonly dimRadius: number;
  readonly unit: LengthUnit;
  /** Human-readable burn time, e.g. "1d4+4 turns". */
  readonly burnText: string;
}

export interface LightDuration {
  /** Seconds of game time, the clock's unit, whatever the system counts in. */
  readonly seconds: number;
  readonly rolls: readonly RollResult[];
}

/** Darkest first; GURPS darkness penalties map onto these levels. */
export type LightLevel = 'magical-darkness' | 'dark' | 'moonlight' | 'dim' | 'bright';

export interface Vision {
  readonly canSee: boolean;
  /** How the character sees, if at all. */
  readonly by: 'eyes' | 'darkvision' | null;
  /** Penalty to sight-based rolls (GURPS darkness penalties); 0 where the system has none. */
  readonly penalty: number;
}

/** The light the party stands in, with what the GM must apply for it. */
export interface PartyLight {
  /** E.g. "Dim (bright firelight)", "Total darkness". */
  readonly label: string;
  /** What the level costs at the table, e.g. "-1 to Vision and to skills that need sight"; null when nothing. */
  readonly effect: string | null;
  readonly brightRadius: number;
  readonly dimRadius: number;
  readonly unit: LengthUnit;
  readonly inDarkness: boolean;
}

