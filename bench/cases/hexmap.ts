import fs from 'node:fs';
import path from 'node:path';
import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import {
  createRouteFinder,
  decodeHexMap,
  encodeHexMap,
  forEachNeighbour,
  generateDemoMap,
  hexDistance,
  movementCosts,
  offsetOf,
  type CostField,
  type Route,
  type Travel,
} from '../../src-main/rules/hexmap';
import { basicFantasyRuleset } from '../../src-main/rules/bfrpg';
import { measure, type BenchResult } from '../measure';

const SIDE = 1000;
const SEED = 7;
// 40' of movement: 24 miles a day, 6-mile hexes.
const ON_FOOT: Travel = { mode: 'foot', ruleset: basicFantasyRuleset, members: [{ milesPerDay: 24 }] };
const FRAMES_FILE = path.join(import.meta.dirname, '../../test-results/hexmap-frames.json');

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The demo map's corners are open sea; a walker starts and ends on the land hex nearest each corner. */
function nearestLand(field: CostField, col: number, row: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < field.hours.length; i++) {
    if (field.hours[i] === Infinity) continue;
    const d = hexDistance(offsetOf(field.width, i), { col, row });
    if (d < bestDistance) [best, bestDistance] = [i, d];
  }
  return best;
}

/** The same grid for ngraph: one node per passable hex, one undirected link per passable pair. */
function buildNgraph(field: CostField) {
  const graph = createGraph<undefined, undefined>();
  let links = 0;
  for (let i = 0; i < field.hours.length; i++) {
    if (field.hours[i] === Infinity) continue;
    graph.addNode(i);
    forEachNeighbour(field.width, field.height, i, (next) => {
      if (next > i && field.hours[next] !== Infinity) {
        graph.addLink(i, next);
        links++;
      }
    });
  }
  return { graph, nodes: graph.getNodesCount(), links };
}

function ngraphRoute(field: CostField) {
  const built = performance.now();
  const { graph, nodes, links } = buildNgraph(field);
  const buildMs = performance.now() - built;
  const { width, hours, cheapestHours } = field;
  // Same heuristic as ours: hex distance times the cheapest hex. ngraph passes the hex being entered first.
  const finder = ngraphPath.aStar(graph, {
    oriented: false,
    distance: (entered) => hours[entered.id as number],
    heuristic: (a, b) => cheapestHours * hexDistance(offsetOf(width, a.id as number), offsetOf(width, b.id as number)),
  });
  return { finder, buildMs, nodes, links };
}

function frameTimes(): BenchResult[] {
  if (!fs.existsSync(FRAMES_FILE)) return [];
  const frames = JSON.parse(fs.readFileSync(FRAMES_FILE, 'utf8')) as { count: number; p50_ms: number } & Record<string, unknown>;
  return [
    {
      name: 'hexmap pan/zoom frame time (Chromium)',
      median_ms: frames.p50_ms,
      runs: frames.count,
      details: { ...frames, source: 'test-results/hexmap-frames.json, from npx playwright test e2e/hexmap-frames.spec.ts' },
    },
  ];
}

export default async function hexmapBenchmarks(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const mapDetails = { width: SIDE, height: SIDE, seed: SEED };

  results.push(
    await measure({
      name: `hexmap generate ${SIDE}x${SIDE} demo map (seeded)`,
      runs: 5,
      fn: () => generateDemoMap({ width: SIDE, height: SIDE, seed: SEED }),
      details: mapDetails,
    }),
  );
  const map = generateDemoMap({ width: SIDE, height: SIDE, seed: SEED });
  results.push(
    await measure({
      name: `hexmap movement costs ${SIDE}x${SIDE} (foot)`,
      runs: 20,
      fn: () => movementCosts(map, ON_FOOT),
      details: mapDetails,
    }),
  );

  const bytes = encodeHexMap(map);
  results.push(await measure({ name: `hexmap encode ${SIDE}x${SIDE}`, runs: 20, fn: () => encodeHexMap(map), details: { bytes: bytes.length } }));
  results.push(await measure({ name: `hexmap decode ${SIDE}x${SIDE}`, runs: 20, fn: () => decodeHexMap(bytes), details: { bytes: bytes.length } }));

  const field = movementCosts(map, ON_FOOT);
  const from = nearestLand(field, 0, 0);
  const to = nearestLand(field, SIDE - 1, SIDE - 1);
  const ends = { from: offsetOf(SIDE, from), to: offsetOf(SIDE, to), hex_distance: hexDistance(offsetOf(SIDE, from), offsetOf(SIDE, to)) };
  // The search itself, without the host's per-call limit (a corner-to-corner leg is refused there).
  const finder = createRouteFinder(field, Infinity);
  let ours: Route | null = null;
  const oursResult = await measure({
    name: `hexmap A* corner to corner ${SIDE}x${SIDE} (foot, ours)`,
    runs: 15,
    warmup: 2,
    fn: () => (ours = finder.route([from, to])),
  });
  const route = ours as Route | null;
  if (!route) throw new Error('the benchmark map has no route between its corners');
  results.push({
    ...oursResult,
    details: { ...oursResult.details, ...ends, path_hexes: route.hexes.length, total_hours: round(route.totalHours), expanded: route.expanded },
  });

  const reference = ngraphRoute(field);
  let theirs: { id: unknown }[] = [];
  const theirsResult = await measure({
    name: `hexmap A* corner to corner ${SIDE}x${SIDE} (foot, ngraph.path)`,
    runs: 10,
    warmup: 1,
    fn: () => (theirs = reference.finder.find(from, to)),
  });
  const theirHours = theirs.slice(0, -1).reduce((sum, node) => sum + field.hours[node.id as number], 0);
  results.push({
    ...theirsResult,
    details: {
      ...theirsResult.details,
      ...ends,
      graph_build_ms: round(reference.buildMs),
      graph_nodes: reference.nodes,
      graph_links: reference.links,
      path_hexes: theirs.length,
      total_hours: round(theirHours),
      same_total_as_ours: Math.abs(theirHours - route.totalHours) < 1e-6,
      ngraph_over_ours: round(theirsResult.median_ms / oursResult.median_ms),
    },
  });

  return [...results, ...frameTimes()];
}
