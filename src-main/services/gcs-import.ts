import { gurpsOptions, rulesSystemLabels, type CatalogueItem, type GurpsCharacterSheet, type ItemDefinition, type MethodOutput, type MethodParams } from '../../src-shared/contract';
import type { CampaignRepository } from '../db/repositories/campaigns';
import type { MemberRow, MemberRepository } from '../db/repositories/members';
import {
  exportGcsCharacter,
  exportOverFile,
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

/**
 * What the file carried when the member was last read from it. A member made before Lantern
 * kept it has no record: the file's own items stand in, so an update leaves the inventory alone
 * rather than adding everything again.
 */
const fileItemsOfRow = (row: MemberRow, read: FileItems): FileItems => (row.gcsItems ? (JSON.parse(row.gcsItems) as FileItems) : read);
const fileItemsRead = (read: GcsCharacterImport): FileItems => fileItemsOf((read.member as { items?: { key: string; name: string; quantity: number }[] }).items ?? []);

export function gcsImportService(deps: { campaigns: CampaignRepository; parties: PartyService; members: MemberRepository; bestiary: BestiaryService; journal: JournalService }) {
  const { campaigns, parties, members, bestiary, journal } = deps;

  /** Every figure an update from `read` would change on the member as they stand. */
  function changesFor(row: MemberRow, read: GcsCharacterImport) {
    const before = { name: row.name, sheet: JSON.parse(row.sheet) as GurpsCharacterSheet };
    const after = { name: read.member.name, sheet: parties.completedSheet(row.campaignId, row.kind, read.member.sheet) as GurpsCharacterSheet };
    const items = parties.inCatalogue(row.campaignId, fileItemsRead(read));
    return [...sheetChanges(before, after), ...itemChanges(fileItemsOfRow(row, items), items, parties.carriedBy(row.id))];
  }

  /** GCS holds GURPS characters only; answers whether the campaign plays GULLIVER's sizes. */
  function gurpsCampaign(campaignId: number, field: string): { gulliver: boolean } {
    const rules = campaigns.rules(campaignId) ?? raise(notFound('campaign', campaignId, field));
    if (rules.rulesSystem !== 'gurps') {
      throw new AppError('invalid_input', `${field}: GCS files hold GURPS characters, and this campaign plays ${rulesSystemLabels[rules.rulesSystem]}`, [field]);
    }
    return { gulliver: gurpsOptions.parse(JSON.parse(rules.rulesOptions)).gulliver };
  }

  /** The member a file updates: the latest made from its character id, or else one of its name linked to no GCS character. */
  function memberFor(campaignId: number, read: GcsCharacterImport): { row: MemberRow; matchedBy: 'gcsId' | 'name' } | null {
    const linked = read.gcsId === null ? undefined : members.ofGcsId(campaignId, read.gcsId).at(-1);
    if (linked) return { row: linked, matchedBy: 'gcsId' };
    const named = members.unlinkedNamed(campaignId, read.member.name).at(-1);
    return named ? { row: named, matchedBy: 'name' } : null;
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
          members.update(ids[i], { gcsId: r.gcsId, gcsItems: JSON.stringify(parties.inCatalogue(campaignId, fileItemsRead(r))), gcsFile: input.files[i].text });
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
          const found = memberFor(campaignId, read);
          const match = found && {
            memberId: found.row.id,
            name: found.row.name,
            partyName: parties.view(found.row.partyId).name,
            matchedBy: found.matchedBy,
            changes: changesFor(found.row, read),
          };
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
      // A member linked to no GCS character takes the file of its own name, and is linked to it from now on.
      const sameCharacter = row.gcsId === null ? row.name.toLowerCase() === read.member.name.toLowerCase() : read.gcsId === row.gcsId;
      if (!sameCharacter) {
        const other = row.gcsId === null ? `${read.member.name}, not ${row.name}` : `another GCS character than the one ${row.name} was imported from`;
        throw new AppError('invalid_input', `file: ${input.file.name} holds ${other}; add it as a new character instead`, ['file']);
      }
      const changes = changesFor(row, read);
      return journal.record(row.campaignId, { kind: 'party', request: { memberId: row.id, file: input.file.name } }, (ctx) => {
        parties.refreshFileMember(row.id, read.member, fileItemsOfRow(row, parties.inCatalogue(row.campaignId, fileItemsRead(read))), ['file']);
        members.update(row.id, { gcsId: read.gcsId, gcsItems: JSON.stringify(parties.inCatalogue(row.campaignId, fileItemsRead(read))), gcsFile: input.file.text });
        ctx.about(row.id);
        return {
          summary: `GCS update: ${read.member.name} from ${input.file.name} (${plural(changes.length, 'change')})`,
          result: { party: parties.view(row.partyId), changes },
        };
      });
    },

    exportCharacter(input: MethodParams<'member.exportGcs'>): MethodOutput<'member.exportGcs'> {
      const row = parties.mustMember(input.memberId);
      const { gulliver } = gurpsCampaign(row.campaignId, 'memberId');
      const member = parties.view(row.partyId).members.find((m) => m.id === row.id)!;
      if (member.kind !== 'pc' && member.kind !== 'hireling') {
        throw new AppError('invalid_input', `memberId: ${member.name} is ${member.kind === 'animal' ? 'an animal' : 'a vehicle'}; GCS files hold characters`, ['memberId']);
      }
      const played = {
        gcsId: row.gcsId,
        name: member.name,
        sheet: member.sheet as GurpsCharacterSheet,
        hp: member.hp,
        fp: member.fp,
        items: member.items.map((s) => ({ definition: definitionOf(s.item), quantity: s.quantity, worn: s.worn, readied: s.readied })),
      };
      // A member read from a GCS file goes back as that file, changed only where play changed it; one made in Lantern is written whole.
      const text = row.gcsFile
        ? exportOverFile({ text: row.gcsFile, fileName: `${member.name}.gcs`, gulliver, carried: row.gcsItems ? (JSON.parse(row.gcsItems) as FileItems) : [], when: new Date().toISOString() }, played)
        : exportGcsCharacter(played);
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
      let listed: Omit<MethodOutput<'bestiary.importGcs'>, 'imported'>;
      try {
        listed = bestiary.importFile({ campaignId: input.campaignId, file }, `Bestiary: ${plural(read.length, 'foe')} from GCS (${read.map((r) => r.name).join(', ')})`);
      } catch (error) {
        withFileName(error, ['file', 'entries'], fileNames);
      }
      const { entries } = listed;
      return {
        ...listed,
        imported: read.map((r, i) => ({ file: fileNames[i], id: entries.find((e) => e.name === r.name)!.id, name: r.name, notes: [...figureLines(r.figures), ...r.notes] })),
      };
    },
  };
}

export type GcsImportService = ReturnType<typeof gcsImportService>;
