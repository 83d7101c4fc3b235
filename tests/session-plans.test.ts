import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import type { BackupList, Campaign, JournalEntry, PageView, RollTable, SessionPlan, SessionReport } from '../src-shared/contract';
import { campaignDump } from './helpers/campaign-dump';
import { appRoot, memoryBackend, ok, refusedUnchanged, snapshot, tempDir } from './helpers/backend';

const opened: Backend[] = [];
afterEach(() => {
  for (const b of opened.splice(0)) b.close();
});

const PLAN = [
  { kind: 'start', text: 'The party wakes at the Green Dragon' },
  { kind: 'scene', text: 'The miller at the ford' },
  { kind: 'secret', text: 'The miller owes the goblins' },
  { kind: 'clue', text: 'Goblin tracks in the flour' },
  { kind: 'clue', text: "A map in the miller's coat" },
] as const;

/** A campaign whose GM planned a session, played it (a clue found, a table rolled) and ended it. */
function playedSession(backend: Backend) {
  const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'Bywater' }).id;
  const plan = ok<{ plan: SessionPlan }>(backend, 'sessionPlan.save', { campaignId, title: 'The ford', items: PLAN }).plan;
  const inner = ok<{ table: RollTable }>(backend, 'rollTable.save', { campaignId, table: { name: 'Who knows', rows: [{ text: 'The tinker' }] } }).table;
  const rumours = ok<{ table: RollTable }>(backend, 'rollTable.save', { campaignId, table: { name: 'Rumours', rows: [{ text: 'Ask around:', subTableId: inner.id }] } }).table;
  ok(backend, 'journal.session', { campaignId, action: 'start', title: 'At the ford' });
  ok(backend, 'sessionPlan.check', { campaignId, itemId: plan.items[1].id, done: true });
  const found = ok<{ plan: SessionPlan; entry: JournalEntry }>(backend, 'sessionPlan.check', { campaignId, itemId: plan.items[3].id, done: true });
  ok(backend, 'rollTable.roll', { campaignId, tableId: rumours.id });
  ok(backend, 'journal.note', { campaignId, text: 'The miller lied' });
  ok(backend, 'journal.session', { campaignId, action: 'end' });
  return { campaignId, plan, found, rumours, inner };
}

describe('session prep: a plan checked off in play, and the report from the journal', () => {
  it('checks a clue off with the entry and game time that found it, undoably', () => {
    const backend = memoryBackend({ installDemo: false, freshSeed: () => 'plans' });
    const { campaignId, plan, found } = playedSession(backend);
    expect(plan.items.map((it) => it.kind)).toEqual(['start', 'scene', 'secret', 'clue', 'clue']);
    const clue = found.plan.items[3];
    expect(clue).toMatchObject({ text: 'Goblin tracks in the flour', doneEntryId: found.entry.id, doneAt: found.entry.gameTimeAfter });
    expect(found.entry).toMatchObject({ kind: 'plan', summary: 'Clue found: Goblin tracks in the flour' });
    const again = refusedUnchanged(backend, 'sessionPlan.check', { campaignId, itemId: clue.id, done: true });
    expect(again.message).toBe('done: the item is already checked off');
  });

  it("writes the session's report: what happened, the clues found and the scenes played", () => {
    const backend = memoryBackend({ installDemo: false, freshSeed: () => 'plans' });
    const { campaignId } = playedSession(backend);
    const report = ok<SessionReport>(backend, 'sessionPlan.report', { campaignId, session: 1 });
    expect(report.title).toBe('Session 1: At the ford');
    expect(report.cluesFound).toEqual(['Goblin tracks in the flour']);
    expect(report.scenesPlayed).toEqual(['The miller at the ford']);
    expect(report.happened).toEqual(['Rolled on Rumours: Ask around: — The tinker', 'Note: The miller lied']);
    expect(report.markdown).toContain('## Clues found\n\n- Goblin tracks in the flour\n');
    // Undoing the find takes the clue out of the report too.
    const entries = ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId, kind: 'plan' }).entries;
    ok(backend, 'journal.undoTo', { campaignId, entryId: entries.find((e) => e.summary.startsWith('Scene'))!.id });
    expect(ok<SessionReport>(backend, 'sessionPlan.report', { campaignId, session: 1 }).cluesFound).toEqual([]);
    expect(refusedUnchanged(backend, 'sessionPlan.report', { campaignId, session: 2 }).path).toEqual(['session']);
  });

  it('keeps checks on items kept when the plan is rewritten', () => {
    const backend = memoryBackend({ installDemo: false });
    const { campaignId, plan } = playedSession(backend);
    const rewritten = ok<{ plan: SessionPlan }>(backend, 'sessionPlan.save', { campaignId, planId: plan.id, title: 'The ford', items: [...PLAN.slice(3), { kind: 'scene', text: 'The goblin camp' }] }).plan;
    expect(rewritten.items.map((it) => [it.text, it.doneEntryId !== null])).toEqual([
      ['Goblin tracks in the flour', true],
      ["A map in the miller's coat", false],
      ['The goblin camp', false],
    ]);
  });
  it("links a plan's items to pages by name: the page counts them among what links to it", () => {
    const backend = memoryBackend({ installDemo: false, freshSeed: () => 'plans' });
    const campaignId = ok<{ id: number }>(backend, 'campaign.create', { name: 'Bywater' }).id;
    const miller = ok<PageView>(backend, 'notebook.savePage', { campaignId, page: { kind: 'person', name: 'Ted the miller' } });
    const items = [
      { kind: 'scene', text: 'At the ford: [[Ted the miller]] asks for help' },
      { kind: 'clue', text: 'Flour on @ted the miller’s boots' },
      { kind: 'secret', text: 'Ted owes the goblins' },
    ];
    ok(backend, 'sessionPlan.save', { campaignId, title: 'The ford', items });
    const backlinks = ok<PageView>(backend, 'notebook.page', { pageId: miller.id }).backlinks;
    expect(backlinks.map((b) => [b.from, b.label])).toEqual([
      ['plan', 'The ford: At the ford: [[Ted the miller]] asks for help'],
      ['plan', 'The ford: Flour on @ted the miller’s boots'],
    ]);
    // Undoing the plan takes its links away with it.
    ok(backend, 'journal.undo', { campaignId });
    expect(ok<PageView>(backend, 'notebook.page', { pageId: miller.id }).backlinks).toEqual([]);
  });
});

describe('tables and plans travel with the campaign', () => {
  it('survive a .lantern export and import, a duplicate, and a backup restored, links and checks mapped to the new ids', async () => {
    const backend = createBackend({ file: path.join(tempDir(), 'campaigns.sqlite'), appRoot, host: 'http', installDemo: false, freshSeed: () => 'travel' });
    opened.push(backend);
    const { campaignId } = playedSession(backend);
    const original = campaignDump(backend.database.sqlite, campaignId);
    expect(original.roll_tables).toHaveLength(2);
    expect(original.roll_table_rows).toHaveLength(2);
    expect(original.session_plan_items).toHaveLength(5);

    const file = ok<{ data: string }>(backend, 'campaignFile.export', { campaignId });
    const imported = ok<Campaign>(backend, 'campaignFile.import', { data: file.data, name: 'Bywater again' });
    const duplicate = ok<Campaign>(backend, 'campaign.duplicate', { id: campaignId });
    await backend.backups.idle();
    ok(backend, 'backup.create');
    await backend.backups.idle();
    const listed = ok<BackupList>(backend, 'backup.list').backups[0];
    const restored = ok<Campaign>(backend, 'backup.restoreCampaign', { backup: listed.name, backupCampaignId: campaignId });

    for (const copy of [imported, duplicate, restored]) {
      // A duplicate is a campaign made now; every other row is as it was.
      const skip = ['campaigns.name', 'campaigns.created_at', 'campaigns.updated_at', 'undo_log.reversal'];
      expect(campaignDump(backend.database.sqlite, copy.id, skip), copy.name).toEqual(campaignDump(backend.database.sqlite, campaignId, skip));
      const tables = ok<{ tables: RollTable[] }>(backend, 'rollTable.list', { campaignId: copy.id }).tables;
      const rumours = tables.find((t) => t.name === 'Rumours')!;
      expect(rumours.rows[0].subTableId).toBe(tables.find((t) => t.name === 'Who knows')!.id);
      const report = ok<SessionReport>(backend, 'sessionPlan.report', { campaignId: copy.id, session: 1 });
      expect(report.cluesFound).toEqual(['Goblin tracks in the flour']);
      // The copy's history undoes there: the session's end, the note, the roll, the clue.
      const before = snapshot(backend);
      for (let i = 0; i < 4; i++) ok(backend, 'journal.undo', { campaignId: copy.id });
      expect(ok<SessionReport>(backend, 'sessionPlan.report', { campaignId: copy.id, session: 1 }).cluesFound).toEqual([]);
      expect(snapshot(backend)).not.toEqual(before);
    }
  });
});
