import { gurpsOptions, rulesSystemLabels, type CatalogueItem, type ItemDefinition, type MethodOutput, type MethodParams } from '../../src-shared/contract';
import type { CampaignRepository } from '../db/repositories/campaigns';
import { figureLines, GcsImportError, translateGcsCharacter, translateGcsMonster } from '../import/gcs';
import type { BestiaryService } from './bestiary';
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

export function gcsImportService(deps: { campaigns: CampaignRepository; parties: PartyService; bestiary: BestiaryService; journal: JournalService }) {
  const { campaigns, parties, bestiary, journal } = deps;

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
