import type { MethodOutput, MethodParams } from '../../src-shared/contract';
import type { CampaignRepository } from '../db/repositories/campaigns';
import type { SpellRepository } from '../db/repositories/spells';
import { readSpellList, spellFieldLabel, writeSpellList } from '../import/spell-list';
import { RuleInputError } from '../rules/rule-input-error';
import { spellView } from './dungeon/spells';
import { AppError, notFound, raise } from './errors';
import type { JournalService } from './journal';
import type { RulesetOf } from './rulesets';

// The campaign's spell list as a file, out and in. It is the campaign's, not a party's: a
// GM prepares it once, before any party exists, and moves it between campaigns.

export function spellListService(deps: { spells: SpellRepository; campaigns: CampaignRepository; journal: JournalService; rulesetOf: RulesetOf }) {
  const { spells, campaigns, journal, rulesetOf } = deps;
  const mustCampaign = (id: number) => campaigns.get(id) ?? raise(notFound('campaign', id, 'campaignId'));
  /** A file is one field of the request: the reason names the row as the GM counts it and the column as the file heads it. */
  const invalidText = (reason: string) => new AppError('invalid_input', `text: ${reason}`, ['text']);

  return {
    exportList(input: MethodParams<'spell.exportList'>): MethodOutput<'spell.exportList'> {
      mustCampaign(input.campaignId);
      const list = spells.list(input.campaignId).map(spellView);
      return { format: input.format, text: writeSpellList(input.format, list), count: list.length };
    },

    importList(input: MethodParams<'spell.importList'>): MethodOutput<'spell.importList'> {
      mustCampaign(input.campaignId);
      let rows;
      try {
        rows = readSpellList(input.format, input.text);
      } catch (error) {
        if (error instanceof RuleInputError) throw invalidText(error.reason);
        throw error;
      }
      const { magic } = rulesetOf(input.campaignId);
      for (const { index, spell } of rows) {
        const problem = magic.checkSpell(spell);
        if (problem) throw invalidText(`row ${index + 1}, ${spellFieldLabel(problem.field)}: ${problem.reason}`);
      }
      let added = 0;
      let changed = 0;
      journal.record(input.campaignId, { kind: 'spell-list', request: { campaignId: input.campaignId, format: input.format, count: rows.length } }, () => {
        for (const { spell } of rows) {
          const figures = {
            level: spell.level,
            range: spell.range,
            durationAmount: spell.duration.amount,
            durationPerLevel: spell.duration.perLevel,
            durationUnit: spell.duration.unit,
            light: spell.light,
            cost: spell.cost,
            castingRounds: spell.castingRounds,
          };
          const same = spells.named(input.campaignId, spell.name, spell.casterClass);
          if (same) {
            spells.update(same.id, figures);
            changed++;
          } else {
            spells.add({ campaignId: input.campaignId, name: spell.name, casterClass: spell.casterClass, ...figures });
            added++;
          }
        }
        return { summary: `Spell list: ${added} added${changed ? `, ${changed} given the file's figures` : ''} from a ${input.format.toUpperCase()} file`, result: null };
      });
      return { list: spells.list(input.campaignId).map(spellView), added, changed };
    },
  };
}

export type SpellListService = ReturnType<typeof spellListService>;
