import { describe, expect, it } from 'vitest';
import { secondaryAttributes } from './secondary';

const human = { ST: 10, AG: 10, IQ: 10 };
const codes = (r: ReturnType<typeof secondaryAttributes>) => r.problems.map((p) => `${p.severity}:${p.code}`);

describe('secondary attributes (001_d6872b0a781baa08.txt, "Secondary Attributes")', () => {
  it('gives a plain human the chart bases at no cost', () => {
    const r = secondaryAttributes({ primaries: human });
    const v = Object.fromEntries(Object.values(r.values).map((x) => [x.id, x.value]));
    expect(v).toEqual({ HT: 10, HP: 10, END: 10, WP: 10, CHA: 10, PER: 10, MV: 5, Flight: 0, DR: 0, DM: 0, MR: 0, ATMod: 0, DEFMod: 0 });
    expect(r.chp).toBe(0);
    expect(r.problems).toEqual([]);
  });

  it('follows ST, IQ and AG for the bases that depend on them', () => {
    const r = secondaryAttributes({ primaries: { ST: 14, AG: 12, IQ: 9 } });
    expect(r.values.HP.value).toBe(14);
    expect(r.values.END.value).toBe(14);
    expect(r.values.WP.value).toBe(9);
    expect(r.values.PER.value).toBe(9);
    expect(r.values.MV.formula).toContain('(ST 14 + AG 12) / 4');
  });

  it('rounds fractional bases down', () => {
    expect(secondaryAttributes({ primaries: { ST: 11, AG: 10, IQ: 10 } }).values.CHA.value).toBe(10);
    expect(secondaryAttributes({ primaries: { ST: 11, AG: 10, IQ: 10 } }).values.CHA.formula).toContain('10.5, rounded down to 10');
    expect(secondaryAttributes({ primaries: { ST: 9, AG: 10, IQ: 10 } }).values.MV.value).toBe(4);
    expect(secondaryAttributes({ primaries: { ST: 13, AG: 12, IQ: 10 } }).values.MV.value).toBe(6);
    expect(secondaryAttributes({ primaries: { ST: 12, AG: 12, IQ: 10 } }).values.MV.formula).not.toContain('rounded');
  });

  it('prices per point: HT 10, END 8, WP 10, CHA 8, PER 4, MV 10, Flight 10, DM 5/%, AT and DEF Mod 20', () => {
    const r = secondaryAttributes({
      primaries: human,
      isPc: false,
      bought: { HT: 1, END: 2, WP: 1, CHA: 1, PER: 3, MV: 1, Flight: 2, DM: 10, ATMod: 1, DEFMod: 1 },
    });
    const chp = Object.fromEntries(Object.values(r.values).map((x) => [x.id, x.chp]));
    expect(chp).toMatchObject({ HT: 10, END: 16, WP: 10, CHA: 8, PER: 12, MV: 10, Flight: 20, DM: 50, ATMod: 20, DEFMod: 20 });
    expect(r.chp).toBe(10 + 16 + 10 + 8 + 12 + 10 + 20 + 50 + 20 + 20);
    expect(r.values.DM.value).toBe(10);
  });

  it('prices DR n as a primary attribute of 10 + n', () => {
    const chp = (n: number) => secondaryAttributes({ primaries: human, isPc: false, bought: { DR: n } }).values.DR.chp;
    expect([chp(1), chp(2), chp(3), chp(10)]).toEqual([15, 30, 50, 300]);
    const beyond = secondaryAttributes({ primaries: human, isPc: false, bought: { DR: 11 } });
    expect(codes(beyond)).toEqual(['error:value-outside-range']);
  });

  it('prices MR n as a primary attribute of 10 + 2n', () => {
    const chp = (n: number) => secondaryAttributes({ primaries: human, isPc: false, bought: { MR: n } }).values.MR.chp;
    expect([chp(1), chp(2), chp(5)]).toEqual([30, 75, 300]);
    expect(codes(secondaryAttributes({ primaries: human, isPc: false, bought: { MR: 6 } }))).toEqual(['error:value-outside-range']);
  });

  it('lets only NPCs buy HP, at 10 per point', () => {
    const npc = secondaryAttributes({ primaries: human, isPc: false, bought: { HP: 3 } });
    expect(npc.values.HP).toMatchObject({ value: 13, chp: 30 });
    expect(npc.problems).toEqual([]);
    expect(codes(secondaryAttributes({ primaries: human, bought: { HP: 1 } }))).toEqual(['error:hp-bought-by-pc']);
  });

  it('caps a PC at +2 MV; an NPC may go further', () => {
    expect(secondaryAttributes({ primaries: human, bought: { MV: 2 } }).problems).toEqual([]);
    expect(codes(secondaryAttributes({ primaries: human, bought: { MV: 3 } }))).toEqual(['error:mv-above-limit']);
    expect(secondaryAttributes({ primaries: human, isPc: false, bought: { MV: 3 } }).problems).toEqual([]);
  });

  it('allows a PC to lower a figure, refunding points, but flags it', () => {
    const r = secondaryAttributes({ primaries: human, bought: { END: -1 } });
    expect(r.values.END).toMatchObject({ value: 9, chp: -8 });
    expect(codes(r)).toEqual(['warning:secondary-lowered']);
  });

  it('flags a PC buying an attribute normally kept for NPCs', () => {
    const r = secondaryAttributes({ primaries: human, bought: { DR: 1 } });
    expect(r.values.DR.chp).toBe(15);
    expect(codes(r)).toEqual(['warning:npc-only-attribute']);
  });

  it('adds racial modifiers free of charge', () => {
    const r = secondaryAttributes({ primaries: human, racial: { DR: 1, PER: 2 } });
    expect(r.values.DR).toMatchObject({ value: 1, chp: 0 });
    expect(r.values.PER.value).toBe(12);
    expect(r.chp).toBe(0);
    expect(r.problems).toEqual([]);
  });

  it('refuses unknown attributes and fractional points', () => {
    expect(() => secondaryAttributes({ primaries: human, bought: { Luck: 1 } as never })).toThrow(/secondary.Luck is not a secondary attribute/);
    expect(() => secondaryAttributes({ primaries: human, bought: { HT: 0.5 } })).toThrow(/secondary.HT must be a whole number/);
  });
});
