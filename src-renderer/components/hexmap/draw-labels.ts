import { FEATURE } from '../../../src-shared/hexmap/features';
import { centreX, centreY, clamp, FONT, hexCentre, type Frame } from './frame';
import { placeLabels, shorterForms, type Box, type LabelRequest } from './label-placement';
import { COLOURS } from './palette';

/** Day markers' tags show from this zoom. */
export const DAY_TAGS_FROM_ZOOM = 6;

const square = (x: number, y: number, r: number): Box => ({ left: x - r, top: y - r, right: x + r, bottom: y + r });

/** The party's dot; its name is placed with the other labels. */
export const partyRadius = (z: number) => clamp(0.34 * z, 5, 13);
export const dayMarkerRadius = (z: number) => clamp(0.24 * z, 3.5, 9);
/** Half the size of a town's house icon (see drawIcons), or the dot's radius where towns are dots (drawTownDots). */
const townMarkSize = (z: number, icons: boolean) => (icons ? clamp(0.3 * z, 6, 18) : clamp(0.4 * z, 2.5, 4.5));

/** Which place names to write: none (far out), beside town dots, or beside the detail level's icons. */
export type PlaceLabels = 'none' | 'dots' | 'icons';

type Kind = 'party' | 'day' | 'place';

/**
 * Every text on the map in one pass, so none covers another: the party's name
 * first (always drawn), then the day tags, then place names, each moved around
 * its marker, shortened, or left out when there is no room.
 */
export function drawLabels(f: Frame, places: PlaceLabels): void {
  const { ctx, z, scene } = f;
  const { map } = scene;
  // The scale bar's corner (drawScaleBar: at most ~170 px wide, 40 tall, 6 px in).
  const obstacles: Box[] = [{ left: 0, top: scene.screen.height - 52, right: 190, bottom: scene.screen.height }];
  const requests: { kind: Kind; request: LabelRequest }[] = [];

  for (const party of scene.parties) {
    const [x, y] = hexCentre(f, party.hexIndex);
    const r = partyRadius(z);
    obstacles.push(square(x, y, r));
    requests.push({ kind: 'party', request: { texts: [party.label], x, y, gap: r + 5, always: true } });
  }
  const dayRadius = dayMarkerRadius(z);
  for (const marker of scene.dayMarkers) {
    const [x, y] = hexCentre(f, marker.hexIndex);
    obstacles.push(square(x, y, dayRadius));
    if (z >= DAY_TAGS_FROM_ZOOM) requests.push({ kind: 'day', request: { texts: [marker.label], x, y, gap: dayRadius + 4 } });
  }
  if (places !== 'none') {
    const { colMin, colMax, rowMin, rowMax } = f.range;
    const s = townMarkSize(z, places === 'icons');
    for (const [i, text] of map.labels) {
      const row = Math.floor(i / map.width);
      const col = i - row * map.width;
      if (col < colMin || col > colMax || row < rowMin || row > rowMax) continue;
      const x = centreX(f, col, row);
      const y = centreY(f, row);
      const icon = map.features[i] & (places === 'icons' ? FEATURE.settlement | FEATURE.landmark : FEATURE.settlement);
      if (icon) obstacles.push(square(x, y, s));
      requests.push({ kind: 'place', request: { texts: shorterForms(text), x, y, gap: icon ? s + 2 : 0.3 * z, below: true } });
    }
  }

  const fontOf: Record<Kind, string> = {
    party: `700 ${clamp(0.32 * z, 12, 15)}px ${FONT}`,
    day: `600 ${clamp(0.3 * z, 11, 14)}px ${FONT}`,
    place: `600 ${clamp(0.34 * z, 11, 18)}px ${FONT}`,
  };
  const lineHeight = (kind: Kind) => (kind === 'day' ? 18 : clamp(0.34 * z, 11, 18) + 4);
  const kindOf = new Map(requests.map((r) => [r.request, r.kind]));
  const bounds = { left: 0, top: 0, right: scene.screen.width, bottom: scene.screen.height };
  const taken: Box[] = [...obstacles];
  // One pass per kind keeps each kind's font for measuring; earlier kinds block later ones.
  const placed = (['party', 'day', 'place'] as const).flatMap((kind) => {
    ctx.font = fontOf[kind];
    const mine = requests.filter((r) => r.kind === kind).map((r) => r.request);
    // Tags carry 4 px of padding each side.
    const measure = (text: string) => ctx.measureText(text).width + (kind === 'day' ? 8 : 0);
    const result = placeLabels(mine, measure, lineHeight(kind), taken, bounds);
    taken.push(...result.map((p) => p.box));
    return result;
  });

  // A label moved off its marker to find room keeps a thin line back to it, so it never reads as another hex's.
  for (const label of placed) {
    const { x, y, gap } = label.request;
    const nx = clamp(x, label.box.left, label.box.right);
    const ny = clamp(y, label.box.top, label.box.bottom);
    if (Math.hypot(nx - x, ny - y) <= gap + 2) continue;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(nx, ny);
    ctx.lineWidth = 3;
    ctx.strokeStyle = COLOURS.halo;
    ctx.stroke();
    ctx.lineWidth = 1;
    ctx.strokeStyle = COLOURS.text;
    ctx.stroke();
  }

  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const label of placed) {
    const kind = kindOf.get(label.request) as Kind;
    ctx.font = fontOf[kind];
    if (kind === 'day') {
      ctx.fillStyle = COLOURS.halo;
      ctx.beginPath();
      ctx.roundRect(label.box.left, label.box.top, label.box.right - label.box.left, label.box.bottom - label.box.top, 5);
      ctx.fill();
      ctx.fillStyle = COLOURS.accent;
      ctx.fillText(label.text, label.x + 4, label.y + 0.5);
      continue;
    }
    ctx.lineWidth = 3;
    ctx.strokeStyle = COLOURS.halo;
    ctx.strokeText(label.text, label.x, label.y);
    ctx.fillStyle = COLOURS.text;
    ctx.fillText(label.text, label.x, label.y);
  }
}
