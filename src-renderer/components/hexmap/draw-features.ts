import { DIRECTION_ANGLES, EVEN_ROW_STEPS, ODD_ROW_STEPS } from '../../../src-shared/hexmap/coordinates';
import { FEATURE } from '../../../src-shared/hexmap/features';
import { TERRAIN_CODE } from '../../../src-shared/hexmap/terrain';
import { clamp, forEachVisibleHex, type Frame } from './frame';
import { COLOURS } from './palette';

const WATER_PREFERENCE = [TERRAIN_CODE.river, TERRAIN_CODE.lake, TERRAIN_CODE.sea, TERRAIN_CODE['deep-ocean']];

/**
 * Roads, trails and rivers run from hex centre to the midpoint of each edge they
 * cross, so neighbours meet exactly on their shared edge. Through a hex with two
 * ends the line bends as one curve through the centre, which reads as a road,
 * not a zigzag. A river with one end (its mouth) reaches into one water neighbour.
 *
 * Hexes only say "a road runs here", not where to, so three road hexes that
 * touch each other would draw a little triangle. In every such triangle the
 * side facing the strongest corner (a town, else the hex with most roads) is
 * left out: roads converging on a town meet in the town, not just before it.
 */
export function drawWays(f: Frame, casing: boolean): void {
  const { map } = f.scene;
  const { width, height, features, terrain } = map;
  const rivers = new Path2D();
  const roads = new Path2D();
  const trails = new Path2D();
  const apothem = f.a;
  const neighbour = (col: number, row: number, d: number) => {
    const steps = row & 1 ? ODD_ROW_STEPS : EVEN_ROW_STEPS;
    const c = col + steps[2 * d];
    const r = row + steps[2 * d + 1];
    return c >= 0 && c < width && r >= 0 && r < height ? r * width + c : -1;
  };
  // Directions as bits (1 << d), so a frame with thousands of road hexes allocates nothing per hex.
  const waysOut = (col: number, row: number, bits: number) => {
    let out = 0;
    for (let d = 0; d < 6; d++) {
      const n = neighbour(col, row, d);
      if (n >= 0 && features[n] & bits) out |= 1 << d;
    }
    return out;
  };
  const strength = (index: number, bits: number) => {
    const row = Math.floor(index / width);
    const ways = waysOut(index - row * width, row, bits);
    let degree = 0;
    for (let d = 0; d < 6; d++) degree += (ways >> d) & 1;
    return ((features[index] & FEATURE.settlement ? 8 : 0) + degree) * 4194304 + index;
  };
  const pruned = (index: number, col: number, row: number, ways: number, bits: number) => {
    let kept = ways;
    for (let d = 0; d < 6; d++) {
      if (!((ways >> d) & 1)) continue;
      for (const side of [(d + 1) % 6, (d + 5) % 6]) {
        if (!((ways >> side) & 1)) continue;
        const apex = strength(neighbour(col, row, side), bits);
        if (apex > strength(index, bits) && apex > strength(neighbour(col, row, d), bits)) kept &= ~(1 << d);
      }
    }
    return kept;
  };
  const edgeX = (x: number, d: number) => x + apothem * Math.cos(DIRECTION_ANGLES[d]);
  const edgeY = (y: number, d: number) => y + apothem * Math.sin(DIRECTION_ANGLES[d]);
  const addWay = (path: Path2D, x: number, y: number, ways: number) => {
    let first = -1;
    let second = -1;
    let count = 0;
    for (let d = 0; d < 6; d++) {
      if (!((ways >> d) & 1)) continue;
      if (count === 0) first = d;
      else if (count === 1) second = d;
      count++;
    }
    if (count === 2) {
      path.moveTo(edgeX(x, first), edgeY(y, first));
      path.quadraticCurveTo(x, y, edgeX(x, second), edgeY(y, second));
      return;
    }
    for (let d = 0; d < 6; d++) {
      if (!((ways >> d) & 1)) continue;
      path.moveTo(x, y);
      path.lineTo(edgeX(x, d), edgeY(y, d));
    }
  };
  const mouth = (col: number, row: number) => {
    for (const water of WATER_PREFERENCE) {
      for (let d = 0; d < 6; d++) {
        const n = neighbour(col, row, d);
        if (n >= 0 && terrain[n] === water) return 1 << d;
      }
    }
    return 0;
  };
  const wayBits = FEATURE.river | FEATURE.road | FEATURE.trail;
  const trailOrRoad = FEATURE.trail | FEATURE.road;
  forEachVisibleHex(f, (i, col, row, x, y) => {
    const bits = features[i];
    if (!(bits & wayBits)) return;
    if (bits & FEATURE.river) {
      let ways = pruned(i, col, row, waysOut(col, row, FEATURE.river), FEATURE.river);
      if ((ways & (ways - 1)) === 0) ways |= mouth(col, row);
      addWay(rivers, x, y, ways);
    }
    if (bits & FEATURE.road) addWay(roads, x, y, pruned(i, col, row, waysOut(col, row, FEATURE.road), FEATURE.road));
    if (bits & FEATURE.trail) addWay(trails, x, y, pruned(i, col, row, waysOut(col, row, trailOrRoad), trailOrRoad));
  });
  const { ctx, z } = f;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COLOURS.river;
  ctx.lineWidth = clamp(0.16 * z, 1, 9);
  ctx.stroke(rivers);
  if (casing) {
    ctx.strokeStyle = COLOURS.roadCasing;
    ctx.lineWidth = clamp(0.13 * z, 1, 7) + 2;
    ctx.stroke(roads);
  }
  ctx.strokeStyle = COLOURS.road;
  ctx.lineWidth = clamp(0.13 * z, 1, 7);
  ctx.stroke(roads);
  ctx.strokeStyle = COLOURS.trail;
  ctx.lineWidth = clamp(0.08 * z, 1, 4);
  ctx.setLineDash([clamp(0.22 * z, 2, 12), clamp(0.16 * z, 2, 9)]);
  ctx.stroke(trails);
  ctx.setLineDash([]);
}

/** Towns where icons would be too small to read. */
export function drawTownDots(f: Frame): void {
  const { features } = f.scene.map;
  const path = new Path2D();
  const radius = clamp(0.4 * f.z, 2.5, 4.5);
  forEachVisibleHex(f, (i, _c, _r, x, y) => {
    if (!(features[i] & FEATURE.settlement)) return;
    path.moveTo(x + radius, y);
    path.arc(x, y, radius, 0, 2 * Math.PI);
  });
  f.ctx.fillStyle = COLOURS.settlement;
  f.ctx.strokeStyle = COLOURS.background;
  f.ctx.lineWidth = 1;
  f.ctx.fill(path);
  f.ctx.stroke(path);
}

export function drawIcons(f: Frame): void {
  const { features } = f.scene.map;
  const { ctx, z } = f;
  const towns = new Path2D();
  const ports = new Path2D();
  const landmarks = new Path2D();
  const fords = new Path2D();
  const s = clamp(0.3 * z, 6, 18);
  forEachVisibleHex(f, (i, _c, _r, x, y) => {
    const bits = features[i];
    if (bits & FEATURE.crossing) {
      // A ford or bridge: two short rails across the way.
      for (const dy of [-0.2, 0.2]) {
        fords.moveTo(x - 0.26 * z, y + dy * z);
        fords.lineTo(x + 0.26 * z, y + dy * z);
      }
    }
    if (bits & FEATURE.settlement) {
      // A house: walls and a pitched roof.
      towns.moveTo(x - s, y + s * 0.9);
      towns.lineTo(x - s, y - s * 0.1);
      towns.lineTo(x, y - s);
      towns.lineTo(x + s, y - s * 0.1);
      towns.lineTo(x + s, y + s * 0.9);
      towns.closePath();
    }
    if (bits & FEATURE.port) {
      // An anchor beside the town: ring, shank, stock and flukes.
      const u = clamp(0.24 * z, 6, 13);
      const px = x + s + u * 0.55;
      const py = y + s * 0.3;
      ports.moveTo(px + u * 0.18, py - u * 0.72);
      ports.arc(px, py - u * 0.72, u * 0.18, 0, 2 * Math.PI);
      ports.moveTo(px, py - u * 0.54);
      ports.lineTo(px, py + u * 0.62);
      ports.moveTo(px - u * 0.32, py - u * 0.28);
      ports.lineTo(px + u * 0.32, py - u * 0.28);
      ports.moveTo(px - u * 0.5, py + u * 0.12);
      ports.quadraticCurveTo(px - u * 0.45, py + u * 0.62, px, py + u * 0.62);
      ports.quadraticCurveTo(px + u * 0.45, py + u * 0.62, px + u * 0.5, py + u * 0.12);
    }
    if (bits & FEATURE.landmark && !(bits & FEATURE.settlement)) {
      for (let k = 0; k < 10; k++) {
        const radius = k % 2 ? s * 0.45 : s;
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        if (k === 0) landmarks.moveTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
        else landmarks.lineTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
      }
      landmarks.closePath();
    }
  });
  ctx.lineJoin = 'round';
  ctx.strokeStyle = COLOURS.roadCasing;
  ctx.lineWidth = clamp(0.05 * z, 1, 3) + 2;
  ctx.stroke(fords);
  ctx.strokeStyle = COLOURS.road;
  ctx.lineWidth = clamp(0.05 * z, 1, 3);
  ctx.stroke(fords);
  ctx.strokeStyle = COLOURS.background;
  ctx.lineWidth = 1.5;
  ctx.fillStyle = COLOURS.settlement;
  ctx.fill(towns);
  ctx.stroke(towns);
  ctx.fillStyle = COLOURS.landmark;
  ctx.fill(landmarks);
  ctx.stroke(landmarks);
  ctx.lineCap = 'round';
  ctx.strokeStyle = COLOURS.halo;
  ctx.lineWidth = 4;
  ctx.stroke(ports);
  ctx.strokeStyle = COLOURS.settlement;
  ctx.lineWidth = 1.75;
  ctx.stroke(ports);
}
