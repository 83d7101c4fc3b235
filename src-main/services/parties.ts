import { lastingFromFile, lastingOfMember, withLastingConditions } from './lasting';
import { z } from 'zod';
import {
  MAX_QUANTITY,
  memberInput,
  type CatalogueItem,
  type InventoryStack,
  type ItemDefinition,
  type MemberFile,
  type MemberView,
  type MethodOutput,
  type MethodParams,
  type PartyFile,
  type PartyView,
} from '../../src-shared/contract';
import type { CatalogueRepository, CatalogueRow } from '../db/repositories/catalogue';
import type { Holder, InventoryRepository, StackRow } from '../db/repositories/inventory';
import type { MemberRepository, MemberRow } from '../db/repositories/members';
import type { PartyRepository, PartyRow } from '../db/repositories/parties';
import { RuleInputError } from '../rules/rule-input-error';
import type { Pools, Ruleset } from '../rules/ruleset';
import { AppError, notFound, parseNested, raise } from './errors';
import { memberFigures, partySummary } from './party-figures';
import { profileOfStored } from './sheet-profiles';
import type { RulesetOf } from './rulesets';

type ParsedMember = z.output<typeof memberInput>;
type FileItem = ItemDefinition & { quantity: number; magical: boolean; worn: boolean };
type ParsedMemberFile = ParsedMember & { items: FileItem[]; lasting?: { id: string; since: number }[] };

const notes = z.string().max(5000).default('');
/** A beast's or vehicle's sheet names one the campaign's rules know; the schema is built once per ruleset. */
const haulerSheets = new WeakMap<Ruleset, { animal: z.ZodType<Record<string, unknown>>; vehicle: z.ZodType<Record<string, unknown>> }>();
function haulerSheetsOf(ruleset: Ruleset) {
  let sheets = haulerSheets.get(ruleset);
  if (!sheets) {
    const ids = (kinds: readonly { id: string }[]) => kinds.map((k) => k.id) as [string, ...string[]];
    sheets = {
      animal: z.object({ beast: z.enum(ids(ruleset.haulers.beasts)), notes }).strict(),
      vehicle: z.object({ vehicle: z.enum(ids(ruleset.haulers.vehicles)), notes }).strict(),
    };
    haulerSheets.set(ruleset, sheets);
  }
  return sheets;
}

const isCharacter = (kind: ParsedMember['kind']) => kind === 'pc' || kind === 'hireling';

/** Validates a sheet by the campaign's rules and completes it, so stored sheets are whole; errors name the field. */
function completeSheet(ruleset: Ruleset, kind: ParsedMember['kind'], sheet: unknown, at: (string | number)[]): Record<string, unknown> {
  if (kind === 'animal') return parseNested(haulerSheetsOf(ruleset).animal, sheet, at);
  if (kind === 'vehicle') return parseNested(haulerSheetsOf(ruleset).vehicle, sheet, at);
  const parsed = parseNested(ruleset.sheetSchema, sheet, at);
  try {
    return ruleset.completeSheet(parsed);
  } catch (error) {
    if (error instanceof RuleInputError) throw new AppError('invalid_input', `${[...at, ...error.path].join('.')}: ${error.reason}`, [...at, ...error.path]);
    throw error;
  }
}

/**
 * Pool columns for a character. Where the sheet fixes a maximum (GURPS HP = ST), it
 * wins over what was typed: HP typed by the GM is kept up to that maximum, and a
 * sheet change keeps the injury or fatigue already taken.
 */
/**
 * Pools after an edit: a typed current value is kept (within the maximum the sheet
 * sets); otherwise the injury or fatigue already taken carries over to the new maximum.
 */
function poolColumns(
  ruleset: Ruleset,
  sheet: Record<string, unknown>,
  pools: { hp: { current: number; max: number }; fp: { current: number; max: number } | null },
  typed: { hp: boolean; fp: boolean },
) {
  const maxima = ruleset.poolMaxima(ruleset.profile(sheet));
  const hpMax = maxima.hp ?? pools.hp.max;
  const fpMax = maxima.fp;
  const keep = (pool: { current: number; max: number }, max: number, asTyped: boolean) =>
    Math.min(max, asTyped ? pool.current : max - (pool.max - pool.current));
  return {
    hpMax,
    hpCurrent: keep(pools.hp, hpMax, typed.hp),
    fpMax,
    fpCurrent: fpMax === null ? null : pools.fp ? keep(pools.fp, fpMax, typed.fp) : fpMax,
  };
}

/** A typed FP or END must fit the pool: from minus its maximum (GURPS's unconscious line) up to the maximum. */
function checkTypedFatigue(ruleset: Ruleset, name: string, current: number, max: number | null): void {
  const label = ruleset.fatiguePool ?? 'FP';
  if (max === null) throw new AppError('invalid_input', `fp: ${name} has no fatigue pool in ${ruleset.name}`, ['fp']);
  if (current > max) throw new AppError('invalid_input', `fp.current: must not be more than the ${label} maximum of ${max}`, ['fp', 'current']);
  if (current < -max) throw new AppError('invalid_input', `fp.current: must not be below -${max}`, ['fp', 'current']);
}

/** A new character's pools: as typed, or full where the sheet fixes the maximum and none were typed. */
function characterPools(ruleset: Ruleset, sheet: Record<string, unknown>, hp: { current: number; max: number } | undefined, at: (string | number)[]) {
  if (hp) return poolColumns(ruleset, sheet, { hp, fp: null }, { hp: true, fp: false });
  const max = ruleset.poolMaxima(ruleset.profile(sheet)).hp;
  if (max === null) throw new AppError('invalid_input', `${[...at, 'hp'].join('.')}: is required: ${ruleset.name} hit points are set by the GM, not by the sheet`, [...at, 'hp']);
  return poolColumns(ruleset, sheet, { hp: { current: max, max }, fp: null }, { hp: true, fp: false });
}

const poolsOf = (row: MemberRow): Pools => ({
  hp: { current: row.hpCurrent, max: row.hpMax },
  fp: row.fpMax === null || row.fpCurrent === null ? null : { current: row.fpCurrent, max: row.fpMax },
});

const toCatalogueItem = (row: CatalogueRow): CatalogueItem => ({
  id: row.id,
  key: row.key,
  name: row.name,
  category: row.category as CatalogueItem['category'],
  weightLb: row.weightLb,
  costGp: row.costGp,
  armorKind: row.armorKind as CatalogueItem['armorKind'],
  lightSource: row.lightSource as CatalogueItem['lightSource'],
  fuelFor: row.fuelFor as CatalogueItem['fuelFor'],
  foodDays: row.foodDays,
  waterQuarts: row.waterQuarts,
  builtin: row.builtin,
});

const definitionOf = (item: CatalogueItem): ItemDefinition => ({
  key: item.key,
  name: item.name,
  category: item.category,
  weightLb: item.weightLb,
  costGp: item.costGp,
  ...(item.armorKind && { armorKind: item.armorKind }),
  ...(item.lightSource && { lightSource: item.lightSource }),
  ...(item.fuelFor && { fuelFor: item.fuelFor }),
  ...(item.foodDays !== null && { foodDays: item.foodDays }),
  ...(item.waterQuarts !== null && { waterQuarts: item.waterQuarts }),
});

export function partyService(deps: {
  parties: PartyRepository;
  members: MemberRepository;
  inventory: InventoryRepository;
  catalogue: CatalogueRepository;
  rulesetOf: RulesetOf;
}) {
  const { parties, members: roster, inventory, catalogue, rulesetOf } = deps;

  const mustParty = (id: number, field = 'partyId'): PartyRow => parties.get(id) ?? raise(notFound('party', id, field));
  const mustMember = (id: number, field = 'memberId'): MemberRow => roster.get(id) ?? raise(notFound('member', id, field));
  const mustStack = (id: number, field = 'stackId'): StackRow => inventory.get(id) ?? raise(notFound('inventory stack', id, field));

  /** The party's view and the member rows it was built from, for callers that show more of them. */
  function viewWithRows(partyId: number): { view: PartyView; rows: MemberRow[] } {
    const party = mustParty(partyId);
    const memberRows = roster.ofParty(partyId);
    const items = new Map(catalogue.heldBy(partyId).map((row) => [row.id, toCatalogueItem(row)]));
    const stacks = inventory.ofParty(partyId);
    const toStack = (s: StackRow): InventoryStack => {
      const item = items.get(s.itemId)!;
      return {
        id: s.id,
        item,
        quantity: s.quantity,
        magical: s.magical,
        worn: s.worn,
        usedOfOne: s.usedOfOne,
        totalWeightLb: item.weightLb * s.quantity,
      };
    };
    const ruleset = rulesetOf(party.campaignId);
    const heldBy = new Map<number, InventoryStack[]>();
    for (const s of stacks) {
      if (s.memberId === null) continue;
      const held = heldBy.get(s.memberId);
      if (held) held.push(toStack(s));
      else heldBy.set(s.memberId, [toStack(s)]);
    }
    const members = memberRows.map((m) => {
      const held = heldBy.get(m.id) ?? [];
      const sheet = JSON.parse(m.sheet) as Record<string, unknown>;
      const profile = isCharacter(m.kind) ? profileOfStored(ruleset, m.sheet, poolsOf(m)) : null;
      const data = { id: m.id, kind: m.kind, name: m.name, sheet, items: held, profile };
      // Spelled out rather than spread: V8 builds `{ ...data, more }` slowly, which a party of hundreds feels.
      return {
        id: m.id,
        kind: m.kind,
        name: m.name,
        sheet,
        items: held,
        profile,
        partyId,
        position: m.position,
        hp: { current: m.hpCurrent, max: m.hpMax },
        fp: m.fpMax === null || m.fpCurrent === null ? null : { current: m.fpCurrent, max: m.fpMax, label: ruleset.fatiguePool ?? 'FP' },
        figures: memberFigures(ruleset, data),
        ...lastingOfMember(ruleset, m.lasting, profile),
      };
    });
    const stores = stacks.filter((s) => s.partyId === partyId).map(toStack);
    const view = {
      id: party.id,
      campaignId: party.campaignId,
      name: party.name,
      location: locationOf(party),
      leaderMemberId: party.leaderMemberId,
      members: members.map(
        (m): MemberView => ({
          id: m.id,
          kind: m.kind,
          name: m.name,
          sheet: m.sheet,
          items: m.items,
          partyId: m.partyId,
          position: m.position,
          hp: m.hp,
          fp: m.fp,
          figures: withLastingConditions(m.figures, m.lasting),
          lasting: m.lasting,
          lastingKinds: m.lastingKinds,
        }),
      ),
      stores,
      summary: partySummary(ruleset, members, stores),
    };
    return { view, rows: memberRows };
  }

  const view = (partyId: number): PartyView => viewWithRows(partyId).view;

  /** A file keeps its system's sheets, which another system cannot read. */
  function assertSameRules(campaignId: number, fileSystem: string): void {
    const ruleset = rulesetOf(campaignId);
    if (fileSystem !== ruleset.id) {
      throw new AppError('invalid_input', `file.rulesSystem: the file holds ${fileSystem} characters and this campaign plays ${ruleset.name}`, ['file', 'rulesSystem']);
    }
  }

  function assertPartyNameFree(campaignId: number, name: string, exceptId?: number): void {
    const clash = parties.byName(campaignId, name);
    if (clash && clash.id !== exceptId) {
      throw new AppError('conflict', `name: this campaign already has a party called "${clash.name}"`, ['name']);
    }
  }

  function locationColumns(location: MethodParams<'party.create'>['location']) {
    if (!location) return {};
    return {
      locationKind: location.kind,
      locationName: location.name,
      hexCol: location.hex?.col ?? null,
      hexRow: location.hex?.row ?? null,
      ...(location.kind !== 'hex' && { regionId: null }),
    };
  }

  function insertMember(party: PartyRow, member: ParsedMember, at: (string | number)[]): MemberRow {
    const ruleset = rulesetOf(party.campaignId);
    const sheet = completeSheet(ruleset, member.kind, member.sheet, [...at, 'sheet']);
    const pools = isCharacter(member.kind) ? characterPools(ruleset, sheet, member.hp, at) : { hpCurrent: member.hp!.current, hpMax: member.hp!.max, fpCurrent: null, fpMax: null };
    return roster.insert({
      campaignId: party.campaignId,
      partyId: party.id,
      kind: member.kind,
      name: member.name,
      position: roster.ofParty(party.id).length,
      ...pools,
      sheet: JSON.stringify(sheet),
    });
  }

  function holderParty(to: Holder, at: (string | number)[]): PartyRow {
    if ('memberId' in to) return mustParty(mustMember(to.memberId, [...at, 'memberId'].join('.')).partyId);
    return mustParty(to.partyId, [...at, 'partyId'].join('.'));
  }

  /** Adds to the holder's matching stack, or starts one; refuses to pass the largest stack. */
  function put(campaignId: number, to: Holder, itemId: number, quantity: number, magical: boolean): void {
    const target = inventory.mergeTarget(to, itemId, magical);
    if (!target) {
      inventory.insert({ campaignId, itemId, to, quantity, magical });
      return;
    }
    if (target.quantity + quantity > MAX_QUANTITY) {
      throw new AppError('invalid_input', `quantity: that stack would hold more than ${MAX_QUANTITY.toLocaleString('en')}`, ['quantity']);
    }
    inventory.update(target.id, { quantity: target.quantity + quantity });
  }

  function mustItemOf(campaignId: number, itemId: number): CatalogueRow {
    const item = catalogue.get(itemId);
    if (!item || item.campaignId !== campaignId) throw notFound('catalogue item in this campaign', itemId, 'itemId');
    return item;
  }

  /** Finds or adds the catalogue item a file refers to, by key, so imports work across campaigns. */
  function catalogueItemFor(campaignId: number, item: ItemDefinition): CatalogueRow {
    return catalogue.byKey(campaignId, item.key) ?? catalogue.byName(campaignId, item.name) ?? catalogue.insert(campaignId, item, false);
  }

  function giveFileItems(campaignId: number, to: Holder, items: FileItem[]): void {
    for (const entry of items) {
      const item = catalogueItemFor(campaignId, entry);
      if (entry.worn) inventory.insert({ campaignId, itemId: item.id, to, quantity: entry.quantity, magical: entry.magical, worn: true });
      else put(campaignId, to, item.id, entry.quantity, entry.magical);
    }
  }

  function fileMemberOf(m: MemberView): MemberFile['member'] {
    const base = { name: m.name, hp: m.hp, sheet: m.sheet, items: m.items.map(fileItemOf), ...(m.lasting.length > 0 && { lasting: m.lasting.map(({ id, since }) => ({ id, since })) }) };
    return { kind: m.kind, ...base } as MemberFile['member'];
  }
  const fileItemOf = (s: InventoryStack) => ({ ...definitionOf(s.item), quantity: s.quantity, magical: s.magical, worn: s.worn });

  /** `fieldOf(i)` is where the i-th member sits in the request, for errors in its sheet. */
  function importMembers(party: PartyRow, members: ParsedMemberFile[], fieldOf: (i: number) => (string | number)[]): MemberRow[] {
    return members.map((m, i) => {
      const row = insertMember(party, m, fieldOf(i));
      if (m.lasting?.length) roster.setLasting(row.id, lastingFromFile(rulesetOf(party.campaignId), m.lasting, row.hpCurrent, [...fieldOf(i), 'lasting']));
      giveFileItems(party.campaignId, { memberId: row.id }, m.items);
      return row;
    });
  }

  function listParties(input: MethodParams<'party.list'>): MethodOutput<'party.list'> {
    return {
      parties: parties.list(input.campaignId).map((p) => ({ id: p.id, name: p.name, memberCount: p.memberCount, location: locationOf(p) })),
    };
  }

  return {
    view,
    viewWithRows,
    /** The campaign a party belongs to, without reading its members. */
    campaignOf: (partyId: number): number => mustParty(partyId).campaignId,
    list: listParties,

    haulers(input: MethodParams<'party.haulers'>): MethodOutput<'party.haulers'> {
      const { beasts, vehicles } = rulesetOf(input.campaignId).haulers;
      return { beasts: beasts.map((b) => ({ ...b })), vehicles: vehicles.map((v) => ({ ...v })) };
    },

    create(input: MethodParams<'party.create'>): PartyView {
      assertPartyNameFree(input.campaignId, input.name);
      const row = parties.insert({ campaignId: input.campaignId, name: input.name, ...locationColumns(input.location) });
      return view(row.id);
    },

    update(input: MethodParams<'party.update'>): PartyView {
      const party = mustParty(input.partyId);
      if (input.name === undefined && input.location === undefined && input.leaderMemberId === undefined) {
        throw new AppError('invalid_input', 'input: give a name, a location or a leaderMemberId to change');
      }
      if (input.name !== undefined) assertPartyNameFree(party.campaignId, input.name, party.id);
      if (input.leaderMemberId != null && mustMember(input.leaderMemberId, 'leaderMemberId').partyId !== party.id) {
        throw new AppError('invalid_input', 'leaderMemberId: the leader must be a member of this party', ['leaderMemberId']);
      }
      parties.update(party.id, {
        ...(input.name !== undefined && { name: input.name }),
        ...locationColumns(input.location),
        ...(input.leaderMemberId !== undefined && { leaderMemberId: input.leaderMemberId }),
      });
      return view(party.id);
    },

    reorder(input: MethodParams<'party.reorder'>): PartyView {
      const current = roster.ofParty(mustParty(input.partyId).id).map((m) => m.id);
      const given = new Set(input.memberIds);
      if (given.size !== input.memberIds.length || current.length !== given.size || current.some((id) => !given.has(id))) {
        throw new AppError('invalid_input', 'memberIds: must list every member of the party exactly once', ['memberIds']);
      }
      roster.setPositions(input.memberIds);
      return view(input.partyId);
    },

    delete(input: MethodParams<'party.delete'>): MethodOutput<'party.list'> {
      const party = mustParty(input.partyId);
      parties.delete(party.id);
      return listParties({ campaignId: party.campaignId });
    },

    exportParty(input: MethodParams<'party.export'>): PartyFile {
      const v = view(input.partyId);
      const leader = v.members.findIndex((m) => m.id === v.leaderMemberId);
      return {
        format: 'lantern.party',
        version: 1,
        rulesSystem: rulesetOf(v.campaignId).id,
        party: { name: v.name, location: { kind: v.location.kind, name: v.location.name, hex: v.location.hex }, leader: leader < 0 ? null : leader },
        members: v.members.map(fileMemberOf),
        stores: v.stores.map(fileItemOf),
      };
    },

    importParty(input: MethodParams<'party.import'>): PartyView {
      const { file } = input;
      assertSameRules(input.campaignId, file.rulesSystem);
      const name = input.name ?? file.party.name;
      assertPartyNameFree(input.campaignId, name);
      const party = parties.insert({ campaignId: input.campaignId, name, ...locationColumns(file.party.location) });
      const rows = importMembers(party, file.members as ParsedMemberFile[], (i) => ['file', 'members', i]);
      giveFileItems(party.campaignId, { partyId: party.id }, file.stores);
      if (file.party.leader !== null) {
        const leader = rows[file.party.leader] ?? raise(new AppError('invalid_input', 'file.party.leader: no member has that index', ['file', 'party', 'leader']));
        parties.update(party.id, { leaderMemberId: leader.id });
      }
      return view(party.id);
    },

    createMember(input: MethodParams<'member.create'>): PartyView {
      const party = mustParty(input.partyId);
      insertMember(party, input.member, ['member']);
      return view(party.id);
    },

    updateMember(input: MethodParams<'member.update'>): PartyView {
      const member = mustMember(input.memberId);
      const ruleset = rulesetOf(member.campaignId);
      const sheet = input.sheet === undefined ? (JSON.parse(member.sheet) as Record<string, unknown>) : completeSheet(ruleset, member.kind, input.sheet, ['sheet']);
      const hp = input.hp ?? { current: member.hpCurrent, max: member.hpMax };
      const fp = member.fpMax === null || member.fpCurrent === null ? null : { current: input.fp?.current ?? member.fpCurrent, max: member.fpMax };
      const pools = isCharacter(member.kind) ? poolColumns(ruleset, sheet, { hp, fp }, { hp: input.hp !== undefined, fp: input.fp !== undefined }) : null;
      if (input.fp !== undefined) checkTypedFatigue(ruleset, member.name, input.fp.current, pools?.fpMax ?? null);
      roster.update(member.id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(pools ?? { hpCurrent: hp.current, hpMax: hp.max }),
        ...(input.sheet !== undefined && { sheet: JSON.stringify(sheet) }),
      });
      return view(member.partyId);
    },

    deleteMember(input: MethodParams<'member.delete'>): PartyView {
      const member = mustMember(input.memberId);
      roster.delete(member.id);
      roster.setPositions(roster.ofParty(member.partyId).map((m) => m.id));
      return view(member.partyId);
    },

    moveMember(input: MethodParams<'member.move'>): PartyView {
      const member = mustMember(input.memberId);
      const target = mustParty(input.toPartyId, 'toPartyId');
      if (target.campaignId !== member.campaignId) {
        throw new AppError('invalid_input', 'toPartyId: that party belongs to another campaign', ['toPartyId']);
      }
      if (target.id === member.partyId) {
        throw new AppError('invalid_input', `toPartyId: ${member.name} is already in that party`, ['toPartyId']);
      }
      roster.update(member.id, { partyId: target.id, position: roster.ofParty(target.id).length });
      roster.setPositions(roster.ofParty(member.partyId).map((m) => m.id));
      const source = mustParty(member.partyId);
      if (source.leaderMemberId === member.id) parties.update(source.id, { leaderMemberId: null });
      return view(target.id);
    },

    exportMember(input: MethodParams<'member.export'>): MemberFile {
      const member = mustMember(input.memberId);
      const m = view(member.partyId).members.find((x) => x.id === member.id)!;
      return { format: 'lantern.member', version: 1, rulesSystem: rulesetOf(member.campaignId).id, member: fileMemberOf(m) };
    },

    /**
     * Adds members already read from another format (GCS) with their belongings, as
     * a member file's import does; errors name the place under `at`. Answers their ids.
     */
    addFileMembers(partyId: number, members: MemberFile['member'][], at: (string | number)[]): number[] {
      return importMembers(mustParty(partyId), members as ParsedMemberFile[], (i) => [...at, i]).map((row) => row.id);
    },

    importMember(input: MethodParams<'member.import'>): PartyView {
      const party = mustParty(input.partyId);
      assertSameRules(party.campaignId, input.file.rulesSystem);
      importMembers(party, [input.file.member as ParsedMemberFile], () => ['file', 'member']);
      return view(party.id);
    },

    addItem(input: MethodParams<'inventory.add'>): PartyView {
      const party = holderParty(input.to, ['to']);
      mustItemOf(party.campaignId, input.itemId);
      put(party.campaignId, input.to, input.itemId, input.quantity, input.magical);
      return view(party.id);
    },

    updateStack(input: MethodParams<'inventory.update'>): PartyView {
      const stack = mustStack(input.stackId);
      const partyId = stack.memberId !== null ? mustMember(stack.memberId).partyId : stack.partyId!;
      if (input.magical !== undefined) inventory.update(stack.id, { magical: input.magical });
      if (input.quantity !== undefined) {
        if (stack.worn && input.quantity !== 1) throw new AppError('invalid_input', 'quantity: a worn suit of armor is one item', ['quantity']);
        inventory.update(stack.id, { quantity: input.quantity });
      }
      if (input.worn !== undefined && input.worn !== stack.worn) wearOrRemove(stack, input.worn);
      return view(partyId);
    },

    removeStack(input: MethodParams<'inventory.remove'>): PartyView {
      const stack = mustStack(input.stackId);
      const partyId = stack.memberId !== null ? mustMember(stack.memberId).partyId : stack.partyId!;
      inventory.delete(stack.id);
      return view(partyId);
    },

    transfer(input: MethodParams<'inventory.transfer'>): PartyView {
      const stack = mustStack(input.stackId);
      const fromParty = stack.memberId !== null ? mustParty(mustMember(stack.memberId).partyId) : mustParty(stack.partyId!);
      const toParty = holderParty(input.to, ['to']);
      if (toParty.campaignId !== fromParty.campaignId) {
        throw new AppError('invalid_input', 'to: the receiver is in another campaign', ['to']);
      }
      if (input.quantity > stack.quantity) {
        throw new AppError('invalid_input', `quantity: only ${stack.quantity} to hand over`, ['quantity']);
      }
      const same = 'memberId' in input.to ? stack.memberId === input.to.memberId : stack.partyId === input.to.partyId;
      if (same) throw new AppError('invalid_input', 'to: that is who holds it already', ['to']);
      if (input.quantity === stack.quantity) inventory.delete(stack.id);
      else inventory.update(stack.id, { quantity: stack.quantity - input.quantity });
      // Armor handed over is no longer worn by anyone.
      put(fromParty.campaignId, input.to, stack.itemId, input.quantity, stack.magical);
      return view(fromParty.id);
    },

    listCatalogue(input: MethodParams<'catalogue.list'>): MethodOutput<'catalogue.list'> {
      return { items: catalogue.list(input.campaignId).map(toCatalogueItem) };
    },

    addCatalogueItem(input: MethodParams<'catalogue.add'>): CatalogueItem {
      if (catalogue.byKey(input.campaignId, input.item.key)) {
        throw new AppError('conflict', `item.key: the catalogue already has an item with key "${input.item.key}"`, ['item', 'key']);
      }
      if (catalogue.byName(input.campaignId, input.item.name)) {
        throw new AppError('conflict', `item.name: the catalogue already has "${input.item.name}"`, ['item', 'name']);
      }
      return toCatalogueItem(catalogue.insert(input.campaignId, input.item, false));
    },
  };

  /** One suit at a time: wearing takes one off a stack and takes off any other armor. */
  function wearOrRemove(stack: StackRow, wear: boolean): void {
    const item = catalogue.get(stack.itemId)!;
    if (stack.memberId === null) throw new AppError('invalid_input', 'worn: stores cannot wear armor', ['worn']);
    const memberId = stack.memberId;
    if (!wear) {
      inventory.delete(stack.id);
      put(stack.campaignId, { memberId }, stack.itemId, stack.quantity, stack.magical);
      return;
    }
    if (item.category !== 'armor') throw new AppError('invalid_input', `worn: ${item.name} is not armor`, ['worn']);
    for (const other of inventory.ofMember(memberId).filter((s) => s.worn)) wearOrRemove(other, false);
    if (stack.quantity > 1) {
      inventory.update(stack.id, { quantity: stack.quantity - 1 });
      inventory.insert({ campaignId: stack.campaignId, itemId: stack.itemId, to: { memberId }, quantity: 1, magical: stack.magical, worn: true });
    } else {
      inventory.update(stack.id, { worn: true });
    }
  }
}

const locationOf = (p: PartyRow): PartyView['location'] => ({
  kind: p.locationKind,
  name: p.locationName,
  hex: p.hexCol === null || p.hexRow === null ? null : { col: p.hexCol, row: p.hexRow },
  regionId: p.locationKind === 'hex' ? p.regionId : null,
});

export type PartyService = ReturnType<typeof partyService>;
