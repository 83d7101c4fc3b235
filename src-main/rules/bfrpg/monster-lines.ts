import { z } from 'zod';
import { undeadColumns } from '../../../src-shared/contract';
import { parseHitDice, type HitDice } from './hit-dice';
import { parseAppearing } from './encounters';
import type { BestiarySource } from '../ruleset';

// The Basic Fantasy monsters' stat lines (resources/bfrpg-monsters.json) read into the
// bestiary's stat blocks. The lines are kept as the book prints them, odd forms and all;
// each is read here, and what a stat block has no field for, or what had to be chosen
// (the smallest of a range of Hit Dice), stays in the entry's notes as printed.

const line = z
  .object({
    name: z.string().min(1),
    'Armor Class': z.string().optional(),
    'Hit Dice': z.string().optional(),
    'No. of Attacks': z.string().optional(),
    Damage: z.array(z.string()).optional(),
    Movement: z.string().optional(),
    'No. Appearing': z.string().optional(),
    'Save As': z.string().optional(),
    Morale: z.string().optional(),
    'Treasure Type': z.string().optional(),
    XP: z.string().optional(),
  })
  .strict();
export type MonsterLine = z.infer<typeof line>;

export const monsterFile = z.object({
  source: z.string().min(1),
  license: z.string().min(1),
  licenseUrl: z.string().url(),
  /** The line a bestiary built from the file shows, naming the book and the licence. */
  credit: z.string().min(1),
  count: z.number().int(),
  monsters: z.array(line),
});

/** A field read with a choice the book leaves to the GM, said in the GM's words. */
export interface Choice {
  readonly field: 'Hit Dice' | 'XP' | 'Armor Class' | 'Morale' | 'Damage' | 'No. Appearing';
  readonly printed: string;
  readonly reading: string;
}

export interface ReadMonster {
  readonly name: string;
  /** A Basic Fantasy stat block, as the bestiary stores it. */
  readonly statBlock: Record<string, unknown>;
  readonly notes: string;
  readonly choices: readonly Choice[];
}

export type MonsterReading = ({ readonly ok: true } & ReadMonster) | { readonly ok: false; readonly name: string; readonly reason: string };

/** The page's dashes around a line ("– 2* –") and its odd spaces are layout, not figures. */
const clean = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/[\u00a0\s]+/g, ' ')
    .replace(/[’′]/g, "'")
    .replace(/^\s*[–-]\s+|\s+[–-]\s*$/g, '')
    .trim();

const LESS_THAN_ONE = '½';

interface HitDiceReading {
  readonly hitDice: string;
  readonly hp?: number;
  readonly hpDice?: string;
  /** Set when the line gives more than one figure, or words beside it. */
  readonly reading?: string;
  /** The line gives several Hit Dice (a range or a list) and the first is read. */
  readonly several?: true;
}

/** "1 Hit Point", "1 hp", "1 HP*", "1-2 HP", "1d6 HP", "1d6 hp (1 HD)", "1d2 hit points". */
const HIT_POINTS = /^(?:(\d+)\s*-\s*(\d+)|(\d+)|(\d*d\d+))\s*(?:hit points?|hp|points?)\s*(\**)\s*(?:\((\d+)\s*HD\))?$/i;
/** "½ (1d4 hit points)", "½*(1d4 points)": half a die, whose d4 the book prints beside it. */
const HALF = /^½\s*(\**)\s*\(\s*1d4\s*(?:hit\s+)?points?\s*\)$/i;
/** Between the figures of a range or a list: "3 to 5", "1*-2*", "4* or 5*", "6*, 8*, 10*, or 12*". */
const BETWEEN = /\s+to\s*|\s+or\s+|\s*,\s*(?:or\s+)?|(?<=\*)\s*-\s*/i;

const readable = (text: string): HitDice | null => {
  try {
    return parseHitDice(text);
  } catch {
    return null;
  }
};

function readHitDice(printed: string): HitDiceReading | string {
  const text = clean(printed).replace(/^HD\s+/i, '');
  if (readable(text)) return { hitDice: text };
  const half = HALF.exec(text);
  if (half) return { hitDice: `${LESS_THAN_ONE}${half[1]}` };
  const hp = HIT_POINTS.exec(text);
  if (hp) {
    const [, low, high, fixed, dice, stars, hd] = hp;
    const hitDice = `${hd ?? LESS_THAN_ONE}${stars}`;
    if (fixed) return { hitDice, hp: Number(fixed) };
    if (dice) return { hitDice, hpDice: dice.toLowerCase() };
    return { hitDice, hpDice: `1d${Number(high) - Number(low) + 1}${Number(low) > 1 ? `+${Number(low) - 1}` : ''}`, reading: `${low} to ${high} hit points, rolled` };
  }
  const figures = text.split(BETWEEN).map((f) => f.trim());
  if (figures.length > 1) {
    // A figure a later one qualifies with "(*)" or words ("or more", "see below") is read without them.
    const first = figures[0].replace(/\s*\((?![+-]?\s*\d+\s*\))[^)]*\)?$/, '').trim();
    if (readable(first)) return { hitDice: first, reading: `the first of ${text}; the GM may choose another`, several: true };
  }
  const lead = /^([^(]*?(?:\(\s*(?:AB\s*)?[+-]\d+\s*\))?)\s*(?:\(|or\b|see\b)/i.exec(text)?.[1]?.trim();
  if (lead && readable(lead)) return { hitDice: lead, reading: `read as ${lead}; the rest is the book's note` };
  return `the Hit Dice "${text}" give no figure to fight with`;
}

/** The XP the book prints for the Hit Dice read, when it prints one for them. */
function readXp(printed: string, hd: HitDice, several: boolean): { xp?: number; reading?: string } {
  const text = clean(printed);
  const figure = (s: string) => Number(s.replace(/[,.]/g, ''));
  // A table by Hit Dice: "1 HD: 37; 2 HD: 100", "HD 7: 735", "2HD: 75".
  const pairs = [...text.matchAll(/(?:(\d+)\s*\*?\s*HD|HD\s*(\d+))\s*:?\s*(\d[\d,]*\d|\d)(?=\s*(?:[;,(]|\s\d|$))/gi)];
  if (pairs.length === 0) {
    const m = /^(\d[\d,.]*)/.exec(text);
    if (!m) return { reading: 'no figure: A17 is used' };
    const rest = text.slice(m[0].length).trim();
    if (several && rest) return { xp: figure(m[1]), reading: `${figure(m[1])}, the first figure, for the smallest Hit Dice` };
    return rest ? { xp: figure(m[1]), reading: `${figure(m[1])}; the rest is the book's note` } : { xp: figure(m[1]) };
  }
  const labels = text.match(/HD/gi)?.length ?? 0;
  if (pairs.length !== labels) return { reading: 'the table by Hit Dice runs its figures together: A17 is used' };
  const own = pairs.find((p) => Number(p[1] ?? p[2]) === hd.dice);
  return own ? { xp: figure(own[3]), reading: `${figure(own[3])}, the figure for ${hd.dice} HD` } : { reading: `no figure for ${hd.dice} HD: A17 is used` };
}

const leadingNumber = (text: string) => /^(-?\d+)(?!\s*d)/i.exec(clean(text))?.[1];

const DICE = /^(\d*d\d+(?:\s*[+-]\s*\d+(?!\s*d))?|\d+(?=\s+(?:points?|pt)\b))\s*(.*)$/i;
const MAX_ATTACKS = 6;
const NAME_LENGTH = 60;

/** Each printed damage with dice, named by what follows it ("2d6 bite"), or by the attacks line. */
function readAttacks(damage: readonly string[], attacksLine: string): { attacks: { name: string; damage: string }[]; left: boolean } {
  const fallback = clean(attacksLine).replace(/^\d+\s*/, '').split(/,|\bor\b/)[0].trim() || 'attack';
  let left = false;
  const attacks = damage
    .flatMap((d) => clean(d).split(/(?<=[a-z])(?=\d+d\d)/i))
    .flatMap((item) => {
      const m = DICE.exec(item.trim());
      if (!m) {
        left = true;
        return [];
      }
      const dice = m[1].replace(/\s+/g, '').replace(/(\d+)(points?|pt)$/i, '$1').toLowerCase();
      const rest = m[2].replace(/^(?:points?|pt)\b\s*/i, '').trim();
      // "1d6 + poison" or "1d4 (2d4 enlarged)" qualify the attack the attacks line names.
      const name = !rest ? fallback : /^(?:\+|plus\b|\()/i.test(rest) ? `${fallback} ${rest}` : rest;
      return [{ name: name.slice(0, NAME_LENGTH), damage: dice }];
    });
  if (attacks.length > MAX_ATTACKS) left = true;
  return { attacks: attacks.slice(0, MAX_ATTACKS), left };
}

/** "1d6, Wild 2d6, Lair 3d6" the way the bestiary stores it, or null when the line is words. */
function readAppearing(printed: string): string | null {
  const text = clean(printed)
    .replace(/D(?=\d)/g, 'd')
    .replace(/\s*,\s*/g, ', ')
    .replace(/([^,\s])\s+(Wild|Lair)\b/g, '$1, $2');
  try {
    parseAppearing(text);
    return text;
  } catch {
    return null;
  }
}

/** One stat line as the bestiary holds it, or why it cannot be fought with. */
export function readMonster(raw: MonsterLine): MonsterReading {
  const { name } = raw;
  if (raw['Hit Dice'] === undefined) return { ok: false, name, reason: 'the line has no Hit Dice (a heading, not a monster)' };
  const hd = readHitDice(raw['Hit Dice']);
  if (typeof hd === 'string') return { ok: false, name, reason: hd };
  const choices: Choice[] = [];
  const printedHd = clean(raw['Hit Dice']);
  if (hd.reading) choices.push({ field: 'Hit Dice', printed: printedHd, reading: hd.reading });
  const block: Record<string, unknown> = { hitDice: hd.hitDice };
  if (hd.hp !== undefined) block.hp = hd.hp;
  if (hd.hpDice !== undefined) block.hpDice = hd.hpDice;

  const ac = raw['Armor Class'] === undefined ? undefined : leadingNumber(raw['Armor Class']);
  if (ac !== undefined) block.ac = Number(ac);
  if (raw['Armor Class'] !== undefined && (ac === undefined || clean(raw['Armor Class']) !== ac))
    choices.push({ field: 'Armor Class', printed: clean(raw['Armor Class']), reading: ac === undefined ? 'no figure: AC 11 is used' : `AC ${ac}` });

  const morale = raw.Morale === undefined ? undefined : leadingNumber(raw.Morale);
  const moraleOk = morale !== undefined && Number(morale) >= 2 && Number(morale) <= 12;
  if (moraleOk) block.morale = Number(morale);
  if (raw.Morale !== undefined && (!moraleOk || clean(raw.Morale) !== morale))
    choices.push({ field: 'Morale', printed: clean(raw.Morale), reading: moraleOk ? `morale ${morale}` : 'no figure: morale 7 is used' });

  const { attacks, left } = readAttacks(raw.Damage ?? [], raw['No. of Attacks'] ?? '');
  block.attacks = attacks;
  if (left) choices.push({ field: 'Damage', printed: (raw.Damage ?? []).map(clean).join(', '), reading: attacks.length ? `the attacks with dice: ${attacks.map((a) => `${a.name} ${a.damage}`).join(', ')}` : 'no attack with dice' });

  if (raw['No. Appearing'] !== undefined) {
    const appearing = readAppearing(raw['No. Appearing']);
    if (appearing) block.appearing = appearing;
    else choices.push({ field: 'No. Appearing', printed: clean(raw['No. Appearing']), reading: 'not a figure to roll: the GM gives the number' });
  }

  // The lines say nothing of what is undead; the monsters A23 names its columns after are.
  const column = undeadColumns.find((c) => c === name.toLowerCase());
  if (column) block.turnedAs = column;

  const parsed = parseHitDice(hd.hitDice);
  if (raw.XP !== undefined) {
    const { xp, reading } = readXp(raw.XP, parsed, hd.several === true);
    if (xp !== undefined) block.xp = xp;
    if (reading) choices.push({ field: 'XP', printed: clean(raw.XP), reading });
  }

  const printed: [string, string | undefined][] = [
    ['Attacks', raw['No. of Attacks'] && clean(raw['No. of Attacks'])],
    ['Movement', raw.Movement && clean(raw.Movement)],
    ['Save As', raw['Save As'] && clean(raw['Save As'])],
    ['Treasure', raw['Treasure Type'] && clean(raw['Treasure Type'])],
    ...choices.map((c): [string, string] => [c.field === 'Damage' ? 'Damage' : `${c.field} as printed`, c.printed]),
  ];
  const notes = printed
    .filter((p): p is [string, string] => Boolean(p[1]))
    .map(([label, text]) => `${label}: ${text}`)
    .join('. ');
  return { ok: true, name, statBlock: block, notes, choices };
}

/** The Basic Fantasy monsters' file as a bestiary: each line read, each foe marked as coming from it. */
export const bfrpgBestiary: BestiarySource = {
  id: 'bfrpg-monsters',
  label: 'the Basic Fantasy bestiary',
  read(raw) {
    const file = monsterFile.parse(raw);
    const readings = file.monsters.map(readMonster);
    return {
      credit: file.credit,
      foes: readings.flatMap((r) => (r.ok ? [{ name: r.name, statBlock: { ...r.statBlock, from: 'bfrpg-monsters' }, notes: r.notes }] : [])),
      refused: readings.flatMap((r) => (r.ok ? [] : [{ name: r.name, reason: r.reason }])),
    };
  },
};
