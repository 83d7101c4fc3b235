import { gurpsOptions, rulesSystemLabels, type CatalogueItem, type GurpsCharacterSheet, type ItemDefinition, type MethodOutput, type MethodParams } from '../../src-shared/contract';
import type { CampaignRepository } from '../db/repositories/campaigns';
import type { MemberRow, MemberRepository } from '../db/repositories/members';
import {
  exportGcsCharacter,
  figureLines,
  fileItemsOf,
  GcsImportError,
  itemChanges,
  sheetChanges,
  translateGcsCharacter,
  translateGcsMonster,
  type FileItems,
  type GcsCharacterImport,
} from '../import/gcs';
import type { BestiaryService } from './bestiary';
import { definitionOf } from './party/catalogue';
import { AppError, notFound, raise } from './errors';
import type { JournalService } from './journal';
import type { PartyService } from './party';
import { plural } from '../../src-shared/time';

// GCS files come in through the same doors as Lantern's own: characters through the
// member-file import (catalogue matching, inventory stacks, sheet completion by the
// campaign's rules), foes through the bestiary-file import. Every file is read
// before anything is written, so one bad file leaves the campaign as it was.

const pounds = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 4 })} lb`;

/** A translator's refusal as an API error: the file's index and name first, then the place inside it. */
function refusal(error: unknown, index: number): never {
  if (error instanceof GcsImportError) {
    throw new AppError('invalid_input', `files.${index}: ${error.message}`, ['files', index, ...error.steps]);
  }
  throw error;
}

/**
 * A refusal of an imported figure by Lantern's own checks names the record under
 * `at` ("file.entries.1.statBlock.hp: …"); the GM reads the file's index and name instead.
 */
function withFileName(error: unknown, at: readonly string[], names: readonly string[]): never {
  const index = error instanceof AppError ? error.path[at.length] : undefined;
  if (error instanceof AppError && typeof index === 'number' && at.every((step, i) => error.path[i] === step)) {
    const place = error.message.slice(`${[...at, index].join('.')}.`.length);
    throw new AppError(error.code, `files.${index}: ${names[index]}: ${place}`, ['files', ...error.path.slice(at.length)]);
  }
  throw error;
}

/**
 * An item the campaign's catalogue already holds (by key or name) takes the
 * catalogue's figures, as with Lantern's own files; where its weight differs from
 * the file's, the GM is told which the inventory counts.
 */
function catalogueNotes(items: readonly ItemDefinition[], catalogue: readonly CatalogueItem[]): string[] {
  const byKey = new Map(catalogue.map((c) => [c.key, c]));
  const byName = new Map(catalogue.map((c) => [c.name.toLowerCase(), c]));
  return items.flatMap((item) => {
    const match = byKey.get(item.key) ?? byName.get(item.name.toLowerCase());
    if (!match || match.weightLb === item.weightLb) return [];
    return [`${item.name} is the catalogue's ${match.name}: the inventory counts ${pounds(match.weightLb)} each, the file says ${pounds(item.weightLb)}.`];
  });
}

/** What the file carried when the member was last read from it; none for a member made before Lantern kept it. */
const fileItemsOfRow = (row: MemberRow): FileItems => (row.gcsItems ? (JSON.parse(row.gcsItems) as FileItems) : []);
const fileItemsRead = (read: GcsCharacterImport): FileItems => fileItemsOf((read.member as { items?: { key: string; name: string; quantity: number }[] }).items ?? []);

export function gcsImportService(deps: { campaigns: CampaignRepository; parties: PartyService; members: MemberRepository; bestiary: BestiaryService; journal: JournalService }) {
  const { campaigns, parties, members, bestiary, journal } = deps;

  /** Every figure an update from `read` would change on the member as they stand. */
  function changesFor(row: MemberRow, read: GcsCharacterImport) {
    const before = { name: row.name, sheet: JSON.parse(row.sheet) as GurpsCharacterSheet };
    const after = { name: read.member.name, sheet: parties.completedSheet(row.campaignId, row.kind, read.member.sheet) as GurpsCharacterSheet };
    return [...sheetChanges(before, after), ...itemChanges(fileItemsOfRow(row), parties.inCatalogue(row.campaignId, fileItemsRead(read)))];
  }

  /** GCS holds GURPS characters only; answers whether the campaign plays GULLIVER's sizes. */
  function gurpsCampaign(campaignId: number, field: string): { gulliver: boolean } {
    const rules = campaigns.rules(campaignId) ?? raise(notFound('campaign', campaignId, field));
    if (rules.rulesSystem !== 'gurps') {
      throw new AppError('invalid_input', `${field}: GCS files hold GURPS characters, and this campaign plays ${rulesSystemLabels[rules.rulesSystem]}`, [field]);
    }
    return { gulliver: gurpsOptions.parse(JSON.parse(rules.rulesOptions)).gulliver };
  }

  return {
    importCharacters(input: MethodParams<'member.importGcs'>): MethodOutput<'member.importGcs'> {
      const campaignId = parties.campaignOf(input.partyId);
      const { gulliver } = gurpsCampaign(campaignId, 'partyId');
      const read = input.files.map((f, i) => {
        try {
          return translateGcsCharacter(f.text, f.name, { gulliver, kind: input.kind });
        } catch (error) {
          return refusal(error, i);
        }
      });
      const { items: catalogue } = parties.listCatalogue({ campaignId });
      const names = read.map((r) => r.member.name);
      const fileNames = input.files.map((f) => f.name);
      const request = { partyId: input.partyId, files: fileNames, kind: input.kind };
      return journal.record(campaignId, { kind: 'party', request }, (ctx) => {
        let ids: number[];
        try {
          ids = parties.addFileMembers(input.partyId, read.map((r) => r.member), ['files']);
        } catch (error) {
          withFileName(error, ['files'], fileNames);
        }
        read.forEach((r, i) => {
          if (r.fp) parties.updateMember({ memberId: ids[i], fp: { current: r.fp.current } });
          members.update(ids[i], { gcsId: r.gcsId, gcsItems: JSON.stringify(parties.inCatalogue(campaignId, fileItemsRead(r))) });
        });
        ctx.about(...ids);
        const party = parties.view(input.partyId);
        return {
          summary: `GCS import: ${names.join(', ')} join${names.length === 1 ? 's' : ''} ${party.name}`,
          result: {
            party,
            imported: read.map((r, i) => ({
              file: fileNames[i],
              memberId: ids[i],
              name: r.member.name,
              differences: [...r.differences],
              notes: [...figureLines(r.figures), ...r.notes],
              catalogue: catalogueNotes(r.items, catalogue),
            })),
          },
        };
      });
    },

    matches(input: MethodParams<'member.gcsMatches'>): MethodOutput<'member.gcsMatches'> {
      const campaignId = parties.campaignOf(input.partyId);
      const { gulliver } = gurpsCampaign(campaignId, 'partyId');
      return {
        files: input.files.map((f, i) => {
          let read: GcsCharacterImport;
          try {
            read = translateGcsCharacter(f.text, f.name, { gulliver });
          } catch (error) {
            return refusal(error, i);
          }
          // The latest member made from this character is the one an update is offered for.
          const row = read.gcsId === null ? undefined : members.ofGcsId(campaignId, read.gcsId).at(-1);
          const match = row ? { memberId: row.id, name: row.name, partyName: parties.view(row.partyId).name, changes: changesFor(row, read) } : null;
          return { file: f.name, name: read.member.name, match };
        }),
      };
    },

    updateMember(input: MethodParams<'member.updateFromGcs'>): MethodOutput<'member.updateFromGcs'> {
      const row = parties.mustMember(input.memberId);
      const { gulliver } = gurpsCampaign(row.campaignId, 'memberId');
      let read: GcsCharacterImport;
      try {
        read = translateGcsCharacter(input.file.text, input.file.name, { gulliver, kind: row.kind === 'hireling' ? 'hireling' : 'pc' });
      } catch (error) {
        if (error instanceof GcsImportError) throw new AppError('invalid_input', `file: ${error.message}`, ['file', ...error.steps]);
        throw error;
      }
      if (read.gcsId === null || read.gcsId !== row.gcsId) {
        throw new AppError('invalid_input', `file: ${input.file.name} holds another GCS character than the one ${row.name} was imported from; add it as a new character instead`, ['file']);
      }
      const changes = changesFor(row, read);
      return journal.record(row.campaignId, { kind: 'party', request: { memberId: row.id, file: input.file.name } }, (ctx) => {
        parties.refreshFileMember(row.id, read.member, fileItemsOfRow(row), ['file']);
        members.update(row.id, { gcsItems: JSON.stringify(parties.inCatalogue(row.campaignId, fileItemsRead(read))) });
        ctx.about(row.id);
        return {
          summary: `GCS update: ${read.member.name} from ${input.file.name} (${plural(changes.length, 'change')})`,
          result: { party: parties.view(row.partyId), changes },
        };
      });
    },

    exportCharacter(input: MethodParams<'member.exportGcs'>): MethodOutput<'member.exportGcs'> {
      const row = parties.mustMember(input.memberId);
      gurpsCampaign(row.campaignId, 'memberId');
      const member = parties.view(row.partyId).members.find((m) => m.id === row.id)!;
      if (member.kind !== 'pc' && member.kind !== 'hireling') {
        throw new AppError('invalid_input', `memberId: ${member.name} is ${member.kind === 'animal' ? 'an animal' : 'a vehicle'}; GCS files hold characters`, ['memberId']);
      }
      const text = exportGcsCharacter({
        gcsId: row.gcsId,
        name: member.name,
        sheet: member.sheet as GurpsCharacterSheet,
        hp: member.hp,
        fp: row.fpCurrent === null ? null : { current: row.fpCurrent },
        items: member.items.map((s) => ({ definition: definitionOf(s.item), quantity: s.quantity, worn: s.worn, readied: s.readied })),
      });
      return { fileName: `${member.name.replace(/[\\/:*?"<>|]+/g, '-')}.gcs`, text };
    },

    importMonsters(input: MethodParams<'bestiary.importGcs'>): MethodOutput<'bestiary.importGcs'> {
      const { gulliver } = gurpsCampaign(input.campaignId, 'campaignId');
      const read = input.files.map((f, i) => {
        try {
          return translateGcsMonster(f.text, f.name, { gulliver });
        } catch (error) {
          return refusal(error, i);
        }
      });
      const fileNames = input.files.map((f) => f.name);
      const file = { format: 'lantern.bestiary' as const, version: 1 as const, rulesSystem: 'gurps' as const, entries: read.map((r) => ({ ...r.entry })) };
      let entries: MethodOutput<'bestiary.importGcs'>['entries'];
      try {
        entries = bestiary.importFile({ campaignId: input.campaignId, file }, `Bestiary: ${plural(read.length, 'foe')} from GCS (${read.map((r) => r.name).join(', ')})`).entries;
      } catch (error) {
        withFileName(error, ['file', 'entries'], fileNames);
      }
      return {
        entries,
        imported: read.map((r, i) => ({ file: fileNames[i], id: entries.find((e) => e.name === r.name)!.id, name: r.name, notes: [...figureLines(r.figures), ...r.notes] })),
      };
    },
  };
}

export type GcsImportService = ReturnType<typeof gcsImportService>;
