/** "30'" in feet as Basic Fantasy writes it, "5 yd" in yards as GURPS and Shell do. */
export function distance(value: number, unit: 'ft' | 'yd'): string {
  const n = Math.round(value * 100) / 100;
  return unit === 'ft' ? `${n}'` : `${n} yd`;
}
