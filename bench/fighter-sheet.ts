/** A plain Basic Fantasy fighter's sheet as stored, for benchmarks that fill a party row by row. */
export const fighterSheet = JSON.stringify({
  race: 'human',
  class: 'Fighter',
  level: 1,
  abilities: { str: 10, int: 10, wis: 10, dex: 10, con: 10, cha: 10 },
  ac: 11,
  notes: '',
  saves: { deathRay: 12, wands: 13, paralysis: 14, dragonBreath: 15, spells: 17 },
  darkvision: false,
});
