import { describe, expect, it } from 'vitest';
import { overlaps, placeLabels, shorterForms, type Box, type LabelRequest } from './label-placement';

/** Every character 7 px wide, lines 16 px tall: boxes are easy to work out by hand. */
const measure = (text: string) => 7 * text.length;
const bounds: Box = { left: 0, top: 0, right: 400, bottom: 300 };

describe('label placement', () => {
  it('puts a lone label to the right of its marker, after the gap', () => {
    const [placed] = placeLabels([{ texts: ['D1'], x: 100, y: 100, gap: 8 }], measure, 16, [], bounds);
    expect(placed.box).toEqual({ left: 108, top: 92, right: 122, bottom: 108 });
  });

  it('moves the second of two labels that would collide (the party name over D1)', () => {
    const party: LabelRequest = { texts: ['The Lantern Bearers'], x: 100, y: 100, gap: 10, always: true };
    const day: LabelRequest = { texts: ['D1'], x: 120, y: 100, gap: 8 };
    const [a, b] = placeLabels([party, day], measure, 16, [], bounds);
    expect(a.box.left).toBe(110);
    expect(overlaps(a.box, b.box)).toBe(false);
    // Right and left are both in the party name's way; D1 goes below its dot.
    expect(b.box).toEqual({ left: 113, top: 108, right: 127, bottom: 124 });
  });

  it('keeps labels off markers and inside the visible area', () => {
    const marker: Box = { left: 105, top: 90, right: 125, bottom: 110 };
    const [placed] = placeLabels([{ texts: ['Fordham'], x: 395, y: 100, gap: 6 }], measure, 16, [marker], bounds);
    expect(placed.box.right).toBeLessThanOrEqual(400);
    expect(placed.box.left).toBe(395 - 6 - 49);
  });

  it('shortens a place name when the full one has no room, and drops it when nothing fits', () => {
    // Walls all round but for a 70 px gap to the right: "Rivermouth" (70 px) fits, "Rivermouth (port)" (119 px) does not.
    const walls: Box[] = [
      { left: 0, top: 0, right: 400, bottom: 92 },
      { left: 0, top: 108, right: 400, bottom: 300 },
      { left: 0, top: 92, right: 96, bottom: 108 },
      { left: 176, top: 92, right: 400, bottom: 108 },
    ];
    const request: LabelRequest = { texts: shorterForms('Rivermouth (port)'), x: 100, y: 100, gap: 6 };
    const [placed] = placeLabels([request], measure, 16, walls, bounds);
    expect(placed.text).toBe('Rivermouth');
    expect(placeLabels([{ ...request, texts: ['Rivermouth (port)'] }], measure, 16, walls, bounds)).toEqual([]);
  });

  it('always draws the party, on its first spot, even with no room anywhere', () => {
    const everywhere: Box[] = [bounds];
    const [placed] = placeLabels([{ texts: ['Us'], x: 50, y: 50, gap: 5, always: true }], measure, 16, everywhere, bounds);
    expect(placed.box).toEqual({ left: 55, top: 42, right: 69, bottom: 58 });
  });

  it('tries a place name under its icon first', () => {
    const [placed] = placeLabels([{ texts: ['Fordham'], x: 100, y: 100, gap: 10, below: true }], measure, 16, [], bounds);
    expect(placed.box).toEqual({ left: 75.5, top: 110, right: 124.5, bottom: 126 });
  });

  it('knows the short form of a name with a note in brackets', () => {
    expect(shorterForms('Rivermouth (port)')).toEqual(['Rivermouth (port)', 'Rivermouth']);
    expect(shorterForms('Fordham')).toEqual(['Fordham']);
  });
});
