import { BIN_DAYS, calendarSchema, rulesOptionsSchemas, type BinnedCampaign, type Campaign, type CampaignList, type MethodParams, type RulesSystem } from '../../src-shared/contract';
import { SECONDS_PER_HOUR } from '../../src-shared/time';
import { rulesetFor } from '../rules/registry';
import { CampaignFileError } from '../db/repositories/campaign-files';
import type { CampaignRepository, CampaignRow } from '../db/repositories/campaigns';
import { AppError, notFound, parseNested, raise } from './errors';

const toCampaign = ({ deletedAt: _, ...row }: CampaignRow): Campaign =>
  ({
    ...row,
    rulesOptions: rulesOptionsSchemas[row.rulesSystem].parse(JSON.parse(row.rulesOptions)),
    calendar: row.calendar === null ? null : calendarSchema.parse(JSON.parse(row.calendar)),
  }) as Campaign;

/** Options checked against the system's own schema, defaults filled in, stored as JSON. */
const optionsFor = (system: RulesSystem, options: unknown) => JSON.stringify(parseNested(rulesOptionsSchemas[system], options, ['rulesOptions']));

const DAY_MS = 86_400_000;

const toBinned = (row: CampaignRow): BinnedCampaign => ({
  id: row.id,
  name: row.name,
  rulesSystem: row.rulesSystem,
  gameTimeSeconds: row.gameTimeSeconds,
  deletedAt: row.deletedAt!,
  purgeAt: new Date(Date.parse(row.deletedAt!) + BIN_DAYS * DAY_MS).toISOString(),
});

export interface CampaignContents {
  /** Fills a new campaign with what every campaign starts with (the item catalogue, the bestiary its rules ship). */
  seed(campaignId: number): void;
  /** Copies a campaign whole, as a new campaign called `name`; answers its id. */
  duplicate(campaignId: number, name: string): number;
}

/** Records a change to a campaign as one undoable journal entry (see JournalService.record). */
export type CampaignJournal = <T>(campaignId: number, meta: { kind: 'campaign'; request: unknown }, act: () => { summary: string; result: T }) => T;

export function campaignService(repo: CampaignRepository, contents: CampaignContents, record: CampaignJournal) {
  function mustGet(id: number): CampaignRow {
    const row = repo.get(id);
    if (!row) throw notFound('campaign', id);
    return row;
  }

  function mustGetBinned(id: number): CampaignRow {
    return repo.getBinned(id) ?? raise(new AppError('not_found', `binnedId: no campaign in the bin has id ${id}`, ['binnedId']));
  }

  function assertNameFree(name: string, exceptId?: number): void {
    const clash = repo.findByName(name);
    if (clash && clash.id !== exceptId) {
      throw new AppError('conflict', `name: a campaign called "${clash.name}" already exists`, ['name']);
    }
  }

  function list(): CampaignList {
    const campaigns = repo.list().map(toCampaign);
    const selected = repo.selectedId();
    return {
      campaigns,
      selectedId: campaigns.some((c) => c.id === selected) ? selected : (campaigns[0]?.id ?? null),
    };
  }

  /** "Name (copy)", then "Name (copy 2)", ... until one is free. */
  function copyName(name: string, word = 'copy'): string {
    for (let n = 1; ; n++) {
      const suffix = ` (${word}${n === 1 ? '' : ` ${n}`})`;
      const candidate = name.slice(0, 80 - suffix.length) + suffix;
      if (!repo.findByName(candidate)) return candidate;
    }
  }

  return {
    list,
    create(input: MethodParams<'campaign.create'>): Campaign {
      assertNameFree(input.name);
      const row = repo.insert({
        name: input.name,
        rulesSystem: input.rulesSystem,
        rulesOptions: optionsFor(input.rulesSystem, input.rulesOptions),
        gameTimeSeconds: input.startHour * SECONDS_PER_HOUR,
        landWeatherOn: rulesetFor(input.rulesSystem, JSON.parse(optionsFor(input.rulesSystem, input.rulesOptions))).landWeatherByDefault,
      });
      contents.seed(row.id);
      repo.setSelectedId(row.id);
      return toCampaign(row);
    },
    rename(input: MethodParams<'campaign.rename'>): Campaign {
      const row = mustGet(input.id);
      assertNameFree(input.name, input.id);
      // A GM action like any other: one entry, undoable.
      return record(input.id, { kind: 'campaign', request: input }, () => ({
        summary: `The campaign "${row.name}" is renamed "${input.name}"`,
        result: toCampaign(repo.rename(input.id, input.name)!),
      }));
    },
    configure(input: MethodParams<'campaign.configure'>): Campaign {
      const row = mustGet(input.id);
      const options = optionsFor(row.rulesSystem, input.rulesOptions);
      return record(input.id, { kind: 'campaign', request: input }, () => ({
        summary: "The campaign's rules options are changed",
        result: toCampaign(repo.setRulesOptions(input.id, options)!),
      }));
    },
    select(input: MethodParams<'campaign.select'>): CampaignList {
      mustGet(input.id);
      repo.setSelectedId(input.id);
      return list();
    },
    /** Into the bin, whole: journal, undo history and all, for BIN_DAYS days or until the bin is emptied. */
    delete(input: MethodParams<'campaign.delete'>): CampaignList {
      mustGet(input.id);
      const wasSelected = repo.selectedId() === input.id;
      repo.toBin(input.id);
      if (wasSelected) repo.setSelectedId(repo.list()[0]?.id ?? null);
      return list();
    },
    bin: (): { campaigns: BinnedCampaign[] } => ({ campaigns: repo.binned().map(toBinned) }),
    /** Out of the bin as it went in; under "Name (restored)" if a campaign took its name meanwhile. */
    restore(input: MethodParams<'campaign.restore'>): Campaign {
      const row = mustGetBinned(input.binnedId);
      const name = repo.findByName(row.name) ? copyName(row.name, 'restored') : row.name;
      const back = repo.fromBin(row.id, name)!;
      repo.setSelectedId(back.id);
      return toCampaign(back);
    },
    /** Deletes for good one campaign of the bin, or all of them. */
    emptyBin(input: MethodParams<'campaign.emptyBin'>): { campaigns: BinnedCampaign[] } {
      const going = input.binnedId === undefined ? repo.binned() : [mustGetBinned(input.binnedId)];
      for (const row of going) repo.delete(row.id);
      return { campaigns: repo.binned().map(toBinned) };
    },
    /** What has waited in the bin longer than BIN_DAYS goes for good; run when the file is opened. */
    purgeBin: (now: Date): number => repo.purgeBinnedBefore(new Date(now.getTime() - BIN_DAYS * DAY_MS).toISOString()),
    /**
     * A campaign copied in from elsewhere (a backup, a file) by `copyIn`, which is told
     * the name to give it: `name` if given, else its own or, when taken, a free one; in
     * place of `replaceId`, that one's name (the one replaced goes away first).
     */
    bringIn(input: { name?: string; replaceId?: number }, copyIn: (nameFor: (own: string) => string) => number): Campaign {
      const replaced = input.replaceId === undefined ? undefined : mustGet(input.replaceId);
      const wasSelected = replaced !== undefined && repo.selectedId() === replaced.id;
      const id = copyIn((own) => {
        if (replaced) {
          repo.toBin(replaced.id);
          return replaced.name;
        }
        if (input.name !== undefined) {
          assertNameFree(input.name);
          return input.name;
        }
        return repo.findByName(own) ? copyName(own, 'restored') : own;
      });
      if (wasSelected) repo.setSelectedId(id);
      return toCampaign(mustGet(id));
    },
    duplicate(input: MethodParams<'campaign.duplicate'>): Campaign {
      const source = mustGet(input.id);
      const name = input.name ?? copyName(source.name);
      assertNameFree(name);
      try {
        return toCampaign(mustGet(contents.duplicate(source.id, name)));
      } catch (error) {
        if (error instanceof CampaignFileError) throw new AppError('conflict', `id: the campaign was not copied, because ${error.message}`, ['id']);
        throw error;
      }
    },
  };
}
export type CampaignService = ReturnType<typeof campaignService>;
