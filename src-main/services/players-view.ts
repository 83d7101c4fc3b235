import type {
  Audience,
  Campaign,
  CampaignList,
  CatalogueItem,
  CombatantView,
  CombatState,
  DungeonState,
  EffectView,
  HexPatch,
  InventoryStack,
  JournalEntry,
  JournalRoll,
  LevelView,
  LightView,
  LiveChange,
  MemberFigures,
  MemberView,
  MethodName,
  MethodOutput,
  MethodParams,
  PartyView,
  PurseView,
  Region,
  ShownItem,
  SightingView,
} from '../../src-shared/contract';
import type { z } from 'zod';
import type { JournalKind } from '../../src-shared/contract/journal';
import type { lightsCarried } from '../../src-shared/contract/fields';
import { decodeHexMap, encodeHexMap, HEX_SIGHT, indexOf, type HexMapData } from '../../src-shared/hexmap';
import { emptyPlaceKey, freshPlaceState, wallRefOf } from '../../src-shared/contract/place-key';
import { edgeAt, groundAt, setEdge, setGround, type Grid } from '../../src-shared/dungeon-grid';

// The one place that decides what the players' screen may show, as an allow-list:
// each output type the Players can receive has a projection here that builds a new
// value, copying only the fields the players may know. The projections are typed
// object literals, so a field added to a view later fails to compile here until
// someone decides whether the table may see it.

/**
 * Conditions that give a foe's numbers away (shock penalties, HP at or below 0,
 * fatigue, blocks and aims): the players see how a foe looks, not its figures.
 */
const GM_ONLY_CONDITIONS = new Set(['shock', 'shock-next', 'fading', 'very-tired', 'tired', 'exhausted', 'stun-damage', 'blocks', 'block-used', 'aiming', 'evaluating', 'feint']);

/**
 * What the players know of each kind of entry, one line per kind so that a new kind
 * does not compile until it says. `headline` is what they read of an entry whose action
 * stated no players' headline: it says only that something of that kind happened, and
 * the GM's summary never stands in. `behindScreen` kinds never reach them at all:
 * preparing the map, the encounter tables, the bestiary, the levels and the spell list
 * happens behind the screen (its headlines name what lies ahead), and the GM's notes,
 * session recaps and dated calendar notes are the GM's own writing, as are
 * effects kept from the table, the notebook's pages, the roll tables and the session
 * plans (an open roll on a table shows, as `table-roll`; what is shown, as `shown`).
 */
const PLAYERS_KNOW: Readonly<Record<JournalKind, { headline: string; behindScreen: boolean }>> = {
  clock: { headline: 'Time passes', behindScreen: false },
  light: { headline: 'A light changes', behindScreen: false },
  search: { headline: 'A search', behindScreen: false },
  listen: { headline: 'Someone listens', behindScreen: false },
  door: { headline: 'At a door', behindScreen: false },
  move: { headline: 'The party moves', behindScreen: false },
  rest: { headline: 'The party rests', behindScreen: false },
  encounter: { headline: 'An encounter', behindScreen: false },
  table: { headline: 'The GM prepares', behindScreen: true },
  party: { headline: 'The party changes', behindScreen: false },
  map: { headline: 'The GM prepares', behindScreen: true },
  journey: { headline: 'On the road', behindScreen: false },
  roll: { headline: 'A roll', behindScreen: false },
  combat: { headline: 'In the fight', behindScreen: false },
  bestiary: { headline: 'The GM prepares', behindScreen: true },
  calendar: { headline: 'The GM prepares', behindScreen: true },
  note: { headline: 'The GM writes', behindScreen: true },
  session: { headline: 'A session', behindScreen: true },
  effect: { headline: 'An effect', behindScreen: false },
  'hidden-effect': { headline: 'The GM prepares', behindScreen: true },
  'hidden-light': { headline: 'A light changes', behindScreen: true },
  campaign: { headline: 'The campaign changes', behindScreen: false },
  spell: { headline: 'A spell', behindScreen: false },
  level: { headline: 'The GM prepares', behindScreen: true },
  ruling: { headline: 'The GM rules', behindScreen: false },
  purse: { headline: 'Money changes hands', behindScreen: false },
  experience: { headline: 'The party grows', behindScreen: false },
  'spell-list': { headline: 'The GM prepares', behindScreen: true },
  'roll-table': { headline: 'The GM prepares', behindScreen: true },
  'table-roll': { headline: 'A roll on a table', behindScreen: false },
  plan: { headline: 'The GM prepares', behindScreen: true },
  notebook: { headline: 'The GM prepares', behindScreen: true },
  shown: { headline: 'The GM shows you something', behindScreen: false },
};

/** The players' headline: the one the action wrote for them, or the neutral line for its kind. */
const summaryForPlayers = (entry: JournalEntry): string => entry.playersSummary ?? PLAYERS_KNOW[entry.kind].headline;

/** A public roll without what it was made against: the target and odds tell the roller's figures. */
const rollForPlayers = (r: JournalRoll): JournalRoll => ({ label: r.label, expression: r.expression, faces: [...r.faces], total: r.total, secret: false });

/**
 * An entry as the players may read it: the headline without figures and the public
 * dice only. What changed and what was asked are the GM's working (they name what
 * secret rolls found, a hex's note, a foe's figures, a condition's note), so they stay behind the screen.
 */
export function journalEntryForPlayers(entry: JournalEntry): JournalEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    summary: summaryForPlayers(entry),
    playersSummary: null,
    request: {},
    rolls: entry.rolls.filter((r) => !r.secret).map(rollForPlayers),
    changes: [],
    // An alert is a card for the whole table (a member down, a light out); what is the GM's alone is written hidden.
    alerts: entry.alerts.filter((a) => !a.hidden).map((a) => ({ text: a.text, at: a.at, hidden: false })),
    memberIds: [...entry.memberIds],
    gameTimeBefore: entry.gameTimeBefore,
    gameTimeAfter: entry.gameTimeAfter,
    status: entry.status,
    groupKey: entry.groupKey,
    createdAt: entry.createdAt,
  };
}

/** Kinds whose secret dice keep the whole entry behind the screen: its headline names what was rolled for and what came up. */
const SECRET_WHEN_DICE_ARE = new Set<JournalEntry['kind']>(['roll', 'table-roll']);

/**
 * Whether the table knows the entry happened at all. Undone entries never did; a
 * roll the GM made behind the screen (`journal.roll` with secret dice) is the GM's
 * alone, since its headline names what was rolled for and what came up.
 */
const tableKnows = (e: JournalEntry) => e.status === 'active' && !PLAYERS_KNOW[e.kind].behindScreen && !(SECRET_WHEN_DICE_ARE.has(e.kind) && e.rolls.some((r) => r.secret));

const journalForPlayers = (entries: readonly JournalEntry[]) => entries.filter(tableKnows).map(journalEntryForPlayers);

/**
 * The players' search: words the players can read in an entry, never those only in
 * what they cannot (a condition's note, a figure taken out). The host's search ran
 * over the GM's text; this keeps only the entries whose players' headline or dice still match.
 */
const matches = (entry: JournalEntry, words: string | undefined) => {
  if (!words) return true;
  const needle = words.toLowerCase();
  return entry.summary.toLowerCase().includes(needle) || entry.rolls.some((r) => r.label.toLowerCase().includes(needle));
};

function journalListForPlayers(out: MethodOutput<'journal.list'>, input: MethodParams<'journal.list'>): MethodOutput<'journal.list'> {
  return { entries: journalForPlayers(out.entries).filter((e) => matches(e, input.text)), canUndo: false, canRedo: false };
}

/** A hidden effect (a poison working unseen, the GM's own countdown) does not exist for the table. */
const effectsForPlayers = (effects: readonly EffectView[]): EffectView[] =>
  effects
    .filter((e) => e.visible)
    .map((e) => ({
      id: e.id,
      name: e.name,
      on: e.on,
      memberId: e.memberId,
      partyId: e.partyId,
      onName: e.onName,
      startedAt: e.startedAt,
      endsAt: e.endsAt,
      remainingSeconds: e.remainingSeconds,
      amount: e.amount,
      unit: e.unit,
      visible: true,
      light: e.light,
    }));

/** A foe shows its name, its place in the order and how it looks; its figures, stance, weapons and defenses are the GM's. */
function combatantForPlayers(c: CombatantView): CombatantView {
  const foe = c.side === 'foes';
  const pool = (p: CombatantView['hp']) => p && { current: p.current, max: p.max, label: p.label, marks: p.marks.map((m) => ({ at: m.at, label: m.label })) };
  return {
    id: c.id,
    name: c.name,
    side: c.side,
    memberId: c.memberId,
    position: c.position,
    // A foe's initiative is its Basic Speed or DEX: its place in the order says enough.
    initiative: foe ? 0 : c.initiative,
    initiativeText: foe ? '' : c.initiativeText,
    hp: foe ? null : pool(c.hp),
    fp: foe ? null : pool(c.fp),
    looks: c.looks,
    conditions: c.conditions.filter((x) => !foe || !GM_ONLY_CONDITIONS.has(x.id)).map((x) => ({ id: x.id, label: x.label, effect: x.effect })),
    stance: foe ? null : c.stance,
    declared: foe || !c.declared ? null : { id: c.declared.id, option: c.declared.option },
    out: c.out,
    current: c.current,
    attacks: foe ? [] : c.attacks.map((a) => ({ id: a.id, label: a.label, detail: a.detail })),
    defenses: foe ? [] : c.defenses.map((d) => ({ id: d.id, label: d.label, value: d.value })),
    ...(!foe && c.locations && { locations: c.locations.map((l) => ({ id: l.id, label: l.label, modifier: l.modifier })) }),
  };
}

export function combatStateForPlayers(state: CombatState): CombatState {
  return {
    encounterId: state.encounterId,
    campaignId: state.campaignId,
    partyId: state.partyId,
    name: state.name,
    status: state.status,
    audience: 'players',
    rules: { system: state.rules.system, name: state.rules.name, secondsPerRound: state.rules.secondsPerRound, fatiguePool: state.rules.fatiguePool },
    round: state.round,
    turn: state.turn,
    currentId: state.currentId,
    startedAt: state.startedAt,
    elapsedSeconds: state.elapsedSeconds,
    gameTimeSeconds: state.gameTimeSeconds,
    initiative: { mode: state.initiative.mode, note: state.initiative.note },
    combatants: state.combatants.map(combatantForPlayers),
    effects: effectsForPlayers(state.effects),
    // The GM's controls (maneuvers, hit locations, conditions to set) have no place on the players' screen.
    reference: { manual: false, maneuvers: [], defenses: [], locations: [], conditions: [], initiativeModes: [] },
    log: journalForPlayers(state.log),
    canUndo: false,
    canRedo: false,
  };
}

/** A light's burn time was rolled in secret: the players learn it only when the GM reveals it. */
const lightForPlayers = (l: LightView): LightView => ({
  id: l.id,
  kind: l.kind,
  carrierId: l.carrierId,
  carrierName: l.carrierName,
  state: l.state,
  remainingSeconds: l.revealed ? l.remainingSeconds : null,
  burnSeconds: l.revealed ? l.burnSeconds : null,
  revealed: l.revealed,
});

export function dungeonStateForPlayers(state: DungeonState): DungeonState {
  const { lightLevel: level } = state;
  return {
    campaignId: state.campaignId,
    partyId: state.partyId,
    partyName: state.partyName,
    location: state.location,
    audience: 'players',
    gameTimeSeconds: state.gameTimeSeconds,
    lights: state.lights.map(lightForPlayers),
    effects: effectsForPlayers(state.effects),
    // Which spells the casters hold is the GM's to know.
    spells: { list: [], casters: [], source: state.spells.source },
    rules: { system: state.rules.system, name: state.rules.name, secondsPerRound: state.rules.secondsPerRound, unit: state.rules.unit, fatiguePool: state.rules.fatiguePool },
    lightLevel: {
      label: level.label,
      effect: level.effect,
      brightRadius: level.brightRadius,
      dimRadius: level.dimRadius,
      inDarkness: level.inDarkness,
      // "The last light fails within a turn" would tell how long the lights last; darkness itself everyone sees.
      warning: level.inDarkness ? level.warning : null,
    },
    members: state.members.map((m) => ({
      id: m.id,
      name: m.name,
      kind: m.kind,
      hp: { current: m.hp.current, max: m.hp.max },
      fp: m.fp && { current: m.fp.current, max: m.fp.max },
      darkvision: m.darkvision,
      eats: m.eats,
      foodDays: m.foodDays,
      waterDays: m.waterDays,
      daysWithoutFood: m.daysWithoutFood,
      daysWithoutWater: m.daysWithoutWater,
      healingBlocked: m.healingBlocked,
      movePerTurn: m.movePerTurn,
      loadLabel: m.loadLabel,
      conditions: [...m.conditions],
      carries: lightsCarriedForPlayers(m.carries),
    })),
    storesCarry: lightsCarriedForPlayers(state.storesCarry),
    pacePerTurn: state.pacePerTurn,
    wandering: { levelName: state.wandering.levelName, checkEveryTurns: 0, chanceInSix: 0, entries: [], nextCheckAt: null },
    canUndo: false,
    canRedo: false,
    journal: journalForPlayers(state.journal),
  };
}

const catalogueItemForPlayers = (i: CatalogueItem): CatalogueItem => ({
  id: i.id,
  key: i.key,
  name: i.name,
  category: i.category,
  weightLb: i.weightLb,
  costGp: i.costGp,
  armorKind: i.armorKind,
  lightSource: i.lightSource,
  fuelFor: i.fuelFor,
  foodDays: i.foodDays,
  waterQuarts: i.waterQuarts,
  ammo: i.ammo,
  defenseBonus: i.defenseBonus,
  builtin: i.builtin,
});

const stackForPlayers = (s: InventoryStack): InventoryStack => ({
  id: s.id,
  item: catalogueItemForPlayers(s.item),
  quantity: s.quantity,
  magical: s.magical,
  worn: s.worn,
  readied: s.readied,
  usedOfOne: s.usedOfOne,
  totalWeightLb: s.totalWeightLb,
});

/** What the sheet and the rules derive: the players work these out from their own sheets anyway. */
const figuresForPlayers = (f: MemberFigures): MemberFigures => ({
  carriedPounds: f.carriedPounds,
  bands: f.bands.map((b) => ({ id: b.id, label: b.label, upToPounds: b.upToPounds })),
  encumbrance: { rank: f.encumbrance.rank, id: f.encumbrance.id, label: f.encumbrance.label },
  loadFraction: f.loadFraction,
  canMove: f.canMove,
  move: { perRound: f.move.perRound, perTurn: f.move.perTurn, unit: f.move.unit, secondsPerRound: f.move.secondsPerRound },
  milesPerDay: f.milesPerDay,
  armor: f.armor && { name: f.armor.name, kind: f.armor.kind, magical: f.armor.magical },
  darkvision: f.darkvision,
  characteristics: f.characteristics.map((c) => ({ key: c.key, label: c.label, value: c.value, formula: c.formula })),
  conditions: f.conditions.map((c) => ({ id: c.id, label: c.label, effect: c.effect })),
  reasons: [...f.reasons],
});

/**
 * A member as the table knows them. The sheet is the character's own, notes and all
 * (the players keep it); the GM's note on them and the GM's controls are not.
 */
const memberForPlayers = (m: MemberView): MemberView => ({
  id: m.id,
  partyId: m.partyId,
  kind: m.kind,
  name: m.name,
  position: m.position,
  hp: { current: m.hp.current, max: m.hp.max },
  fp: m.fp && { current: m.fp.current, max: m.fp.max, label: m.fp.label },
  sheet: { ...m.sheet },
  items: m.items.map(stackForPlayers),
  figures: figuresForPlayers(m.figures),
  lasting: m.lasting.map((c) => ({ id: c.id, label: c.label, effect: c.effect, since: c.since })),
  gmNote: '',
  // The players keep their own purses and experience; a hireling's terms and loyalty are the GM's.
  purse: purseForPlayers(m.purse),
  hire: null,
  standing: m.standing && { xp: m.standing.xp, level: m.standing.level, nextLevelAt: m.standing.nextLevelAt, canLevel: m.standing.canLevel, reason: m.standing.reason },
  // Their points are on their own sheet; what a raise would cost is the GM's planning.
  points: m.points && { unit: m.points.unit, short: m.points.short, earned: m.points.earned, spent: m.points.spent, unspent: m.points.unspent, formula: m.points.formula, raises: [], source: m.points.source },
});

const purseForPlayers = (p: PurseView): PurseView => ({
  coins: { ...p.coins },
  valuables: p.valuables.map((v) => ({ kind: v.kind, name: v.name, worth: v.worth })),
  worth: p.worth,
  coinPounds: p.coinPounds,
});

/** Lights and fuel carried are counts the party can see in its packs. */
type LightsCarried = z.infer<typeof lightsCarried>;
const lightsCarriedForPlayers = (c: LightsCarried): LightsCarried => ({ lights: { ...c.lights }, fuel: { ...c.fuel } });

export function partyForPlayers(p: PartyView): PartyView {
  const { pace, food, water, light } = p.summary;
  return {
    id: p.id,
    campaignId: p.campaignId,
    name: p.name,
    location: { kind: p.location.kind, name: p.location.name, hex: p.location.hex && { col: p.location.hex.col, row: p.location.hex.row }, regionId: p.location.regionId },
    leaderMemberId: p.leaderMemberId,
    members: p.members.map(memberForPlayers),
    // Setting a condition by hand is the GM's.
    lastingKinds: [],
    stores: p.stores.map(stackForPlayers),
    purse: purseForPlayers(p.purse),
    money: { denominations: p.money.denominations.map((d) => ({ id: d.id, label: d.label, short: d.short, value: d.value, poundsEach: d.poundsEach })), unit: p.money.unit, source: p.money.source },
    summary: {
      pace: {
        perRound: pace.perRound,
        perTurn: pace.perTurn,
        unit: pace.unit,
        secondsPerRound: pace.secondsPerRound,
        milesPerDay: pace.milesPerDay,
        slowestMemberId: pace.slowestMemberId,
        // Who walks and who is carried is plain to see at the table.
        walkers: pace.walkers.map((w) => ({ memberId: w.memberId, milesPerDay: w.milesPerDay })),
        carried: pace.carried.map((c) => ({ memberId: c.memberId, carrierId: c.carrierId, pounds: c.pounds })),
        reason: pace.reason,
      },
      eaters: p.summary.eaters,
      food: { total: food.total, perDay: food.perDay, lastsDays: food.lastsDays, unit: food.unit },
      water: { total: water.total, perDay: water.perDay, lastsDays: water.lastsDays, unit: water.unit },
      light: { ...lightsCarriedForPlayers(light), darkvision: [...light.darkvision] },
    },
  };
}

function partyListForPlayers(out: MethodOutput<'party.list'>): MethodOutput<'party.list'> {
  return {
    parties: out.parties.map((p) => ({
      id: p.id,
      name: p.name,
      memberCount: p.memberCount,
      location: { kind: p.location.kind, name: p.location.name, hex: p.location.hex && { col: p.location.hex.col, row: p.location.hex.row }, regionId: p.location.regionId },
    })),
    followedId: out.followedId,
  };
}

/** A campaign's name, rules and calendar are the table's too; the options are the rules the table plays by. */
const campaignForPlayers = (c: Campaign): Campaign => {
  const base = { id: c.id, name: c.name, gameTimeSeconds: c.gameTimeSeconds, calendar: c.calendar, createdAt: c.createdAt, updatedAt: c.updatedAt };
  switch (c.rulesSystem) {
    case 'bfrpg':
      return { ...base, rulesSystem: c.rulesSystem, rulesOptions: c.rulesOptions };
    case 'gurps':
      return { ...base, rulesSystem: c.rulesSystem, rulesOptions: c.rulesOptions };
    case 'shell':
      return { ...base, rulesSystem: c.rulesSystem, rulesOptions: c.rulesOptions };
  }
};

/**
 * The campaigns the Players may see: all of them for a caller bound to none (a test's),
 * else only the one their link was made for, shown as the one selected whatever the GM
 * has open.
 */
const campaignListForPlayers = (list: CampaignList, onlyCampaign?: number | null): CampaignList => {
  const shown = onlyCampaign === undefined ? list.campaigns : list.campaigns.filter((c) => c.id === onlyCampaign);
  return { campaigns: shown.map(campaignForPlayers), selectedId: onlyCampaign === undefined ? list.selectedId : (shown[0]?.id ?? null) };
};

const regionForPlayers = (r: Region): Region => ({ id: r.id, campaignId: r.campaignId, name: r.name, width: r.width, height: r.height, hexMiles: r.hexMiles, prevailingWind: r.prevailingWind });

/**
 * The map as the players know it: hexes visited or seen with their terrain and features,
 * the labels of hexes visited, and a keyed landmark as the label of a hex seen or visited
 * (the landmark is what can be seen from afar); nothing of the rest (it reads as the first
 * terrain, featureless), and no GM note anywhere.
 */
export function hexMapForPlayers(map: HexMapData, landmarks: ReadonlyMap<number, string> = new Map()): HexMapData {
  const terrain = new Uint8Array(map.terrain.length);
  const features = new Uint8Array(map.features.length);
  for (let i = 0; i < map.explored.length; i++) {
    if (map.explored[i] !== HEX_SIGHT.unexplored) {
      terrain[i] = map.terrain[i];
      features[i] = map.features[i];
    }
  }
  const labels = new Map([...map.labels].filter(([i]) => map.explored[i] === HEX_SIGHT.visited));
  for (const [i, text] of landmarks) if (map.explored[i] !== HEX_SIGHT.unexplored && !labels.has(i)) labels.set(i, text);
  return { width: map.width, height: map.height, hexMiles: map.hexMiles, terrain, features, explored: map.explored.slice(), labels, notes: new Map() };
}

/** A region as the players know it: the map above, and only the landmarks on hexes the party knows. */
function regionMapForPlayers(out: MethodOutput<'hexmap.get'>): MethodOutput<'hexmap.get'> {
  const map = decodeHexMap(Buffer.from(out.map, 'base64'));
  const known = out.landmarks.filter((l) => map.explored[indexOf(map.width, l.hex.col, l.hex.row)] !== HEX_SIGHT.unexplored);
  const landmarks = new Map(known.map((l) => [indexOf(map.width, l.hex.col, l.hex.row), l.text]));
  return {
    region: regionForPlayers(out.region),
    map: Buffer.from(encodeHexMap(hexMapForPlayers(map, landmarks))).toString('base64'),
    landmarks: known.map((l) => ({ hex: { col: l.hex.col, row: l.hex.row }, text: l.text })),
  };
}

/** What the table reads when no table had a line and the GM has yet to say what came. */
export const SOMETHING_COMES = 'Something is coming';

/**
 * A wandering encounter as the table sees it: what came and how far off, and whether
 * the party was caught unawares (and who of them was not). The table's line, the stat block, the dice, the
 * foes' surprise and their reaction are the GM's; the number only when the GM shows it.
 */
export function sightingForPlayers(s: SightingView): SightingView {
  const count = s.countHidden ? null : s.count;
  const alongside = s.alongside.map((a) => ({ name: a.name, bestiaryId: null, count: s.countHidden ? null : a.count }));
  const party = s.surprise.party;
  return {
    id: s.id,
    partyId: s.partyId,
    partyName: s.partyName,
    status: s.status,
    at: s.at,
    setting: s.setting,
    place: s.place,
    what: s.foe
      ? [`${count ?? 'Some'} × ${s.foe.name}`, ...alongside.map((a) => `${a.count ?? 'Some'} × ${a.name}`)].join(', ')
      : s.whatByGm
        ? SOMETHING_COMES
        : s.what,
    whatByGm: false,
    foe: s.foe && { name: s.foe.name, bestiaryId: null, summary: '' },
    count,
    alongside,
    countRoll: null,
    countHidden: s.countHidden,
    // Who of the party the die spared is the table's own news: their characters act in round 1.
    surprise: { party: party && { surprised: party.surprised, roll: null, range: null, ...(party.spared && { spared: [...party.spared] }) }, foes: null, source: '' },
    distance: s.distance && { value: s.distance.value, unit: s.distance.unit, how: s.distance.how },
    distanceSource: '',
    reactionRolled: s.reactionRolled,
    reactionSource: '',
    reaction: null,
    outcome: null,
  };
}

/** The open encounter as the players see it; how many more wait is the GM's business. */
export function encounterForPlayers(out: MethodOutput<'encounter.current'>): MethodOutput<'encounter.current'> {
  return { sighting: out.sighting && sightingForPlayers(out.sighting), open: out.sighting ? 1 : 0, waiting: [] };
}

/** The campaign's fight as the table knows it: an ended one (whose summary is the GM's) is no fight going on. */
export const fightGoingOn = (fight: CombatState | null): CombatState | null => (fight?.status === 'active' ? combatStateForPlayers(fight) : null);

/**
 * A level as the players know it: the squares the parties' light has shown them and
 * where they stand, the walls and doors around those squares (a secret door as a plain
 * wall until found), and of each area only the squares seen (no outline, no number of
 * an area none of whose squares was seen). Read-aloud text only while the GM shows it,
 * no GM note, no key, no unfound trap, no image of the module's map.
 */
export function levelForPlayers(level: LevelView): LevelView {
  const known = new Set<number>(level.seen);
  for (const p of level.parties) known.add(p.row * level.width + p.col);
  const full: Grid = { width: level.width, height: level.height, cells: new Uint8Array(Buffer.from(level.cells, 'base64')) };
  const seen: Grid = { width: level.width, height: level.height, cells: new Uint8Array(full.cells.length) };
  const isKnown = (col: number, row: number) => col >= 0 && row >= 0 && col < level.width && row < level.height && known.has(row * level.width + col);
  const shown = (col: number, row: number, side: 'n' | 'w') => {
    const edge = level.doorStates[wallRefOf({ col, row, side })] ?? edgeAt(full, { col, row, side });
    return edge === 'secret-door' ? 'wall' : edge;
  };
  const doorStates: LevelView['doorStates'] = {};
  for (let row = 0; row < level.height; row++) {
    for (let col = 0; col < level.width; col++) {
      const here = isKnown(col, row);
      if (here) setGround(seen, col, row, groundAt(full, col, row));
      if (here || isKnown(col, row - 1)) setEdge(seen, { col, row, side: 'n' }, shown(col, row, 'n'));
      if (here || isKnown(col - 1, row)) setEdge(seen, { col, row, side: 'w' }, shown(col, row, 'w'));
    }
  }
  const explored = level.areas
    .filter((a) => a.state.status !== 'unexplored')
    .map((a) => ({ area: a, squares: a.squares.filter((sq) => known.has(sq)) }))
    .filter((a) => a.squares.length > 0);
  return {
    id: level.id,
    campaignId: level.campaignId,
    name: level.name,
    width: level.width,
    height: level.height,
    cells: Buffer.from(seen.cells).toString('base64'),
    doorStates,
    seen: [...known].sort((a, b) => a - b),
    hasImage: false,
    imagePlacement: { pxPerSquare: null, offsetCol: 0, offsetRow: 0 },
    // An area only seen from outside shows what was seen of it and its number; its name and text wait until the party walks in.
    areas: explored.map(({ area: a, squares }) => ({
      id: a.id,
      number: a.number,
      name: a.state.status === 'seen' ? '' : a.name,
      squares,
      key: { ...emptyPlaceKey(), readAloud: a.state.shownToPlayers && a.state.status !== 'seen' ? a.key.readAloud : '' },
      state: { ...freshPlaceState(), status: a.state.status, shownToPlayers: a.state.shownToPlayers },
    })),
    parties: level.parties.map((p) => ({ partyId: p.partyId, name: p.name, areaId: p.areaId, col: p.col, row: p.row })),
  };
}

/**
 * Something shown to the players, as they were shown it: a copy made when it was shown,
 * so the page's GM text and any later edit were never in it.
 */
const shownForPlayers = (s: ShownItem): ShownItem => ({
  id: s.id,
  kind: s.kind,
  title: s.title,
  text: s.text,
  image: s.image && { mime: s.image.mime, data: s.image.data },
  at: s.at,
  date: s.date,
});

type PlayersVersions = { [N in MethodName]?: (output: MethodOutput<N>, input: MethodParams<N>, onlyCampaign?: number | null) => MethodOutput<N> };

/**
 * The answer the Players get from each method open to them, which must have one (a
 * test holds every method the Players may call to it). The host applies it to
 * whatever `audience` the request named, so a players' window cannot ask for more.
 */
const playersVersions: PlayersVersions = {
  // Where the GM's campaign file lies on the GM's machine is nobody else's business.
  'app.info': (out) => ({ name: out.name, version: out.version, dataFile: '', schemaVersion: out.schemaVersion, host: out.host }),
  'campaign.list': (out, _input, onlyCampaign) => campaignListForPlayers(out, onlyCampaign),
  'party.list': partyListForPlayers,
  'party.get': partyForPlayers,
  'dungeon.state': dungeonStateForPlayers,
  'combat.state': combatStateForPlayers,
  'combat.current': (out) => ({ encounter: fightGoingOn(out.encounter) }),
  'encounter.current': encounterForPlayers,
  'journal.list': journalListForPlayers,
  'level.map': (out) => ({ partyId: out.partyId, level: out.level && levelForPlayers(out.level) }),
  'hexmap.list': (out) => ({ regions: out.regions.map(regionForPlayers) }),
  'hexmap.shownText': (out) => ({ shown: out.shown.map((s) => ({ hex: { col: s.hex.col, row: s.hex.row }, readAloud: s.readAloud })) }),
  'hexmap.get': regionMapForPlayers,
  'notebook.shown': (out) => ({ shown: out.shown.map(shownForPlayers) }),
};

/** The methods that have a players' version: a method open to the Players without one is a test failure. */
export const methodsWithPlayersVersion = (): string[] => Object.keys(playersVersions);

/**
 * The players' version of a method's answer. A method with none answers nothing to
 * the Players: the router refuses rather than pass the GM's answer on.
 */
export const playersVersionOf = (method: string): ((output: unknown, input: unknown, onlyCampaign?: number | null) => unknown) | undefined =>
  (playersVersions as Record<string, (output: unknown, input: unknown, onlyCampaign?: number | null) => unknown>)[method];

/** Picks the view an audience gets; every state with a players' version goes through here. */
export const forAudience = <S>(audience: Audience, state: S, forPlayers: (s: S) => S): S =>
  audience === 'players' ? forPlayers(state) : state;

/** Hexes the party has neither visited nor seen read as blank ones, so a hex the GM hides again goes blank on their map too. */
const hexesForPlayers = (patch: HexPatch): HexPatch => ({
  regionId: patch.regionId,
  hexes: patch.hexes.map((h) =>
    h.explored || h.seen
      ? { index: h.index, terrain: h.terrain, features: h.features, explored: h.explored, seen: h.seen }
      : { index: h.index, terrain: 0, features: 0, explored: false, seen: false },
  ),
  notes: [],
});

/**
 * A change as the players may see it, built from the same projections as every
 * answer: the players' version of each state and party, the entries they may read,
 * hexes known to the party only. A label the GM wrote arrives with no hint of whether
 * the hex is known, and a hex that comes into sight may show a landmark, so for those
 * the players' map is asked for again instead. A window bound to one campaign
 * (`onlyCampaign`) is shown that one alone in the campaigns' list.
 */
export function changeForPlayers(change: LiveChange, onlyCampaign?: number | null): LiveChange {
  const annotated = change.hexes.some((p) => p.notes.length > 0 || p.hexes.some((h) => h.explored || h.seen));
  return {
    method: change.method,
    campaignId: change.campaignId,
    ...(change.seq !== undefined && { seq: change.seq }),
    areas: [...change.areas],
    entries: journalForPlayers(change.entries),
    history: null,
    dungeon: change.dungeon.map(dungeonStateForPlayers),
    parties: change.parties.map(partyForPlayers),
    // A time action's party patches stay out: the players' screen shows no party view to patch.
    removedPartyIds: [...change.removedPartyIds],
    ...(change.fight !== undefined && { fight: fightGoingOn(change.fight) }),
    ...(change.encounter !== undefined && { encounter: encounterForPlayers(change.encounter) }),
    hexes: change.hexes.map(hexesForPlayers),
    ...(change.campaigns !== undefined && { campaigns: campaignListForPlayers(change.campaigns, onlyCampaign) }),
    reload: annotated && !change.reload.includes('hexmap') ? [...change.reload, 'hexmap'] : [...change.reload],
  };
}
