import type { MemberView } from '../../../../src-shared/contract';
import { skillLevel } from '../numbers';

export interface Basis {
  member: MemberView;
  name: string;
  st: number;
  dx: number;
  iq: number;
  ht: number;
  will: number;
  per: number;
  basicLift: number;
  basicMove: number;
  move: number;
  encumbrance: number;
  fp: { current: number; max: number };
  skill(...names: string[]): number | undefined;
}

function figure(member: MemberView, key: string): number | undefined {
  const value = member.figures.characteristics.find((c) => c.key === key)?.value;
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

export function basisOf(member: MemberView): Basis {
  const attributes = (member.sheet.attributes ?? {}) as Record<string, number>;
  const st = attributes.st ?? 10;
  const iq = attributes.iq ?? 10;
  return {
    member,
    name: member.name,
    st,
    dx: attributes.dx ?? 10,
    iq,
    ht: attributes.ht ?? 10,
    will: figure(member, 'will') ?? iq,
    per: figure(member, 'per') ?? iq,
    basicLift: figure(member, 'basicLift') ?? (st * st) / 5,
    basicMove: figure(member, 'basicMove') ?? member.figures.move.perRound,
    move: member.figures.move.perRound,
    encumbrance: member.figures.encumbrance.rank,
    fp: member.fp ?? { current: attributes.ht ?? 10, max: attributes.ht ?? 10 },
    skill: (...names) => skillLevel(member, ...names),
  };
}

export const s = (n: number | undefined) => (n === undefined ? '' : String(n));
export const toFourth = (level: number) => String(Math.min(4, level));
