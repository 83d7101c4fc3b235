import { sessionName } from '../../../src-shared/session-name';
import type { MethodOutput, MethodParams, PlanItemKind, SessionPlan } from '../../../src-shared/contract';
import type { JournalRepository } from '../../db/repositories/journal';
import type { RollTableRepository } from '../../db/repositories/roll-tables';
import { AppError, notFound, raise } from '../errors';
import type { JournalService } from '../journal';

/** Kinds of entry a report leaves out of what happened: the GM's own preparing and bookkeeping. */
const NOT_PLAY = new Set(['session', 'plan', 'roll-table', 'map', 'bestiary', 'table', 'calendar', 'campaign']);

const KIND_WORDS: Record<PlanItemKind, string> = { start: 'Start', scene: 'Scene', secret: 'Secret', clue: 'Clue' };

/** The GM's session plans, checked off in play, and a session's report read from the journal. */
export function sessionPlanService(deps: { notebook: RollTableRepository; entries: JournalRepository; journal: JournalService }) {
  const { notebook, entries, journal } = deps;

  function plans(campaignId: number): SessionPlan[] {
    const items = notebook.planItems(campaignId);
    return notebook.plans(campaignId).map((p) => ({
      id: p.id,
      title: p.title,
      items: items.filter((it) => it.planId === p.id).map((it) => ({ id: it.id, kind: it.kind, text: it.text, doneEntryId: it.doneEntryId, doneAt: it.doneAt })),
    }));
  }
  const planOf = (campaignId: number, planId: number): SessionPlan => plans(campaignId).find((p) => p.id === planId) ?? raise(notFound('session plan', planId, 'planId'));

  return {
    list: (input: MethodParams<'sessionPlan.list'>): MethodOutput<'sessionPlan.list'> => ({ plans: plans(input.campaignId) }),

    save(input: MethodParams<'sessionPlan.save'>): MethodOutput<'sessionPlan.save'> {
      const before = input.planId === undefined ? undefined : planOf(input.campaignId, input.planId);
      // An item kept as it was keeps its check: rewording a plan mid-session loses no found clue.
      const kept = new Map((before?.items ?? []).map((it) => [`${it.kind}\n${it.text}`, it.doneEntryId]));
      const items = input.items.map((it) => ({ ...it, doneEntryId: kept.get(`${it.kind}\n${it.text}`) ?? null }));
      const { result: id, entry } = journal.recordEntry(input.campaignId, { kind: 'plan', request: input }, (ctx) => {
        const id = before ? (notebook.replacePlan(input.campaignId, before.id, input.title, items), before.id) : notebook.addPlan(input.campaignId, input.title, items);
        const counts = (['scene', 'secret', 'clue'] as const).map((k) => `${items.filter((it) => it.kind === k).length} ${k}s`);
        ctx.note(counts.join(', '));
        return { summary: `${before ? 'Session plan changed' : 'Session plan written'}: ${input.title}`, result: id };
      });
      return { plan: planOf(input.campaignId, id), entry };
    },

    remove(input: MethodParams<'sessionPlan.remove'>): MethodOutput<'sessionPlan.remove'> {
      const plan = planOf(input.campaignId, input.planId);
      const { entry } = journal.recordEntry(input.campaignId, { kind: 'plan', request: input }, () => {
        notebook.removePlan(plan.id);
        return { summary: `Session plan deleted: ${plan.title}`, result: null };
      });
      return { entry };
    },

    check(input: MethodParams<'sessionPlan.check'>): MethodOutput<'sessionPlan.check'> {
      const plan = plans(input.campaignId).find((p) => p.items.some((it) => it.id === input.itemId)) ?? raise(notFound('plan item', input.itemId, 'itemId'));
      const item = plan.items.find((it) => it.id === input.itemId)!;
      if ((item.doneEntryId !== null) === input.done) throw new AppError('invalid_input', `done: the item is already ${input.done ? 'checked off' : 'open'}`, ['done']);
      const { entry } = journal.recordEntry(input.campaignId, { kind: 'plan', request: input }, (ctx) => {
        notebook.checkItem(item.id, input.done ? ctx.entryId : null);
        const verb = input.done ? (item.kind === 'clue' ? 'found' : item.kind === 'secret' ? 'revealed' : 'played') : 'opened again';
        return { summary: `${KIND_WORDS[item.kind]} ${verb}: ${item.text}`, result: null };
      });
      return { plan: planOf(input.campaignId, plan.id), entry };
    },

    report(input: MethodParams<'sessionPlan.report'>): MethodOutput<'sessionPlan.report'> {
      const sessions = journal.sessions(input.campaignId);
      const session = sessions[input.session - 1] ?? raise(new AppError('not_found', `session: the campaign has ${sessions.length} session${sessions.length === 1 ? '' : 's'}`, ['session']));
      const until = session.endEntryId ?? sessions[input.session]?.startEntryId ?? Number.MAX_SAFE_INTEGER;
      const during = entries.inForceAfter(input.campaignId, session.startEntryId, 100_000).filter((e) => e.id < until);
      const happened = during.filter((e) => !NOT_PLAY.has(e.kind)).map((e) => e.summary);
      // Whom the party came across: each encounter, and each fight by its first step.
      const fights = new Set<string | null>();
      const met = during.filter((e) => e.kind === 'encounter' || (e.kind === 'combat' && !fights.has(e.groupKey) && fights.add(e.groupKey))).map((e) => e.summary);
      const done = notebook.itemsDoneBy(input.campaignId, during.map((e) => e.id));
      const cluesFound = done.filter((it) => it.kind === 'clue').map((it) => it.text);
      const scenesPlayed = done.filter((it) => it.kind === 'scene' || it.kind === 'start').map((it) => it.text);
      const title = sessionName(session.number, session.title);
      const section = (heading: string, lines: string[]) => [`## ${heading}`, '', ...(lines.length ? lines.map((l) => `- ${l}`) : ['- (none)']), ''];
      const markdown = [`# ${title}`, '', ...section('What happened', happened), ...section('Who the party met', met), ...section('Clues found', cluesFound), ...section('Scenes played', scenesPlayed)].join('\n');
      return { session: session.number, title, happened, met, cluesFound, scenesPlayed, markdown };
    },
  };
}
export type SessionPlanService = ReturnType<typeof sessionPlanService>;
