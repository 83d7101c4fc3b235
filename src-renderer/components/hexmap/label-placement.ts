/**
 * Keeps map labels clear of each other and of the markers they name. Labels are
 * placed in the order given (most important first): each tries its full text,
 * then its shorter forms, at a few spots around its anchor, and takes the first
 * spot that overlaps nothing placed before and no marker; a label with no room
 * is left out rather than drawn over another.
 */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface LabelRequest {
  /** Full text first, then shorter forms to try when it does not fit. */
  readonly texts: readonly string[];
  readonly x: number;
  readonly y: number;
  /** How far from the anchor the text starts, e.g. a marker's radius plus a gap. */
  readonly gap: number;
  /** Drawn even when every spot is taken (the party: the GM must always find it). */
  readonly always?: boolean;
  /** Place names sit under their icon first, as on a printed map; markers' tags to the right. */
  readonly below?: boolean;
}

export interface PlacedLabel {
  readonly request: LabelRequest;
  readonly text: string;
  /** Where the text's left edge and vertical middle go. */
  readonly x: number;
  readonly y: number;
  readonly box: Box;
}

/** Right, left, below, above, then the four diagonals: right first, as the markers have always read. */
const SPOTS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
];

const BELOW_FIRST: readonly (readonly [number, number])[] = [[0, 1], [0, -1], [1, 0], [-1, 0], ...SPOTS.slice(4)];

export const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box a text of `width` x `height` takes at one spot around its anchor. */
function boxAt(r: LabelRequest, width: number, height: number, [sx, sy]: readonly [number, number], gap = r.gap): Box {
  const left = sx > 0 ? r.x + gap : sx < 0 ? r.x - gap - width : r.x - width / 2;
  const top = sy > 0 ? r.y + gap : sy < 0 ? r.y - gap - height : r.y - height / 2;
  return { left, top, right: left + width, bottom: top + height };
}

/**
 * `measure` gives a text's width; `height` is a line's height with its halo.
 * `obstacles` are markers no label may cover; `bounds` is the visible area.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  measure: (text: string) => number,
  height: number,
  obstacles: readonly Box[],
  bounds: Box,
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const taken = new BoxGrid();
  for (const o of obstacles) taken.add(o);
  const inside = (b: Box) => b.left >= bounds.left && b.right <= bounds.right && b.top >= bounds.top && b.bottom <= bounds.bottom;
  const free = (b: Box) => inside(b) && !taken.hits(b);
  for (const request of requests) {
    let found: PlacedLabel | null = null;
    // Close to the marker first, then a line further out, before a shorter text is tried.
    search: for (const text of request.texts) {
      const width = measure(text);
      for (const gap of [request.gap, request.gap + height]) {
        for (const spot of request.below ? BELOW_FIRST : SPOTS) {
          const box = boxAt(request, width, height, spot, gap);
          if (free(box)) {
            found = { request, text, x: box.left, y: (box.top + box.bottom) / 2, box };
            break search;
          }
        }
      }
    }
    if (!found && request.always && request.texts.length > 0) {
      const text = request.texts[request.texts.length - 1];
      const box = boxAt(request, measure(text), height, SPOTS[0]);
      found = { request, text, x: box.left, y: (box.top + box.bottom) / 2, box };
    }
    if (found) {
      placed.push(found);
      taken.add(found.box);
    }
  }
  return placed;
}

/** Boxes bucketed by 64 px cells, so a crowded map checks a label against its neighbours only. */
class BoxGrid {
  private readonly cells = new Map<number, Box[]>();

  private forCells(b: Box, visit: (key: number) => boolean | void): boolean {
    for (let cy = Math.floor(b.top / CELL); cy <= Math.floor(b.bottom / CELL); cy++) {
      for (let cx = Math.floor(b.left / CELL); cx <= Math.floor(b.right / CELL); cx++) {
        // Screen cells stay well within ±32768, so two of them pack into one number.
        if (visit((cy + 32768) * 65536 + cx + 32768)) return true;
      }
    }
    return false;
  }

  add(b: Box): void {
    this.forCells(b, (key) => {
      const cell = this.cells.get(key);
      if (cell) cell.push(b);
      else this.cells.set(key, [b]);
    });
  }

  hits(b: Box): boolean {
    return this.forCells(b, (key) => this.cells.get(key)?.some((o) => overlaps(o, b)) ?? false);
  }
}

const CELL = 64;

/** Shorter forms of a place name: "Rivermouth (port)" may give way to "Rivermouth". */
export function shorterForms(text: string): string[] {
  const forms = [text];
  const bare = text.replace(/\s*\([^)]*\)\s*$/, '').trim();
  if (bare && bare !== text) forms.push(bare);
  return forms;
}
