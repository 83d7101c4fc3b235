import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../src-main/backend';
import type { BackupList, Campaign, HandoutView, LevelView, PageSummary, PageView, PartyView, Region, SearchHit, ShownItem } from '../src-shared/contract';
import { completeName, linkBeingTyped, linkedNames, linkSpans } from '../src-shared/notebook-links';
import { campaignDump } from './helpers/campaign-dump';
import { appRoot, gameState, memoryBackend, ok, refusedUnchanged, tempDir } from './helpers/backend';
import { smallLevel } from './helpers/level';

// The campaign notebook (issue 41 items 1, 2, 4, 6, 7): pages linked by name, tied to the
// journal's clock and the party's place, handouts and the players' record of what was shown.

/** A 1 x 1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function fresh(b: Backend = memoryBackend({ installDemo: false, freshSeed: () => 'notebook' })) {
  const campaign = ok<Campaign>(b, 'campaign.create', { name: `Bywater ${Math.random()}` });
  const region = ok<Region>(b, 'hexmap.create', { campaignId: campaign.id, name: 'Shire', width: 10, height: 8 });
  const party = ok<PartyView>(b, 'party.create', { campaignId: campaign.id, name: 'Company', location: { kind: 'none', name: '' } });
  const save = (page: Record<string, unknown>, pageId?: number) => ok<PageView>(b, 'notebook.savePage', { campaignId: campaign.id, ...(pageId && { pageId }), page });
  return { b, campaignId: campaign.id, region, party, save };
}

describe('links by name', () => {
  const names = ['Old Mara', 'Old', 'Thieves Guild', 'Barrow rumour'];
  it('reads [[Name]] and @Name, the longest name first, without regard to case', () => {
    expect(linkedNames('Met @old mara at the inn; the [[thieves guild]] watched.', names)).toEqual(['Old Mara', 'Thieves Guild']);
    expect(linkedNames('@Old said nothing', names)).toEqual(['Old']);
    // A longer word is another name; an address is no link.
    expect(linkedNames('@Oldham and mara@old.example', names)).toEqual([]);
  });
  it('cuts a text into its words and its links, each link naming its page as the GM wrote it', () => {
    expect(linkSpans('Meet @old mara, then [[ Thieves Guild ]]; [[Nobody]] stays words.', names)).toEqual([
      { shown: 'Meet ', page: null },
      { shown: 'old mara', page: 'Old Mara' },
      { shown: ', then ', page: null },
      { shown: 'Thieves Guild', page: 'Thieves Guild' },
      { shown: '; [[Nobody]] stays words.', page: null },
    ]);
    expect(linkSpans('No links here', names)).toEqual([{ shown: 'No links here', page: null }]);
  });
  it('completes what is typed at the caret and says where the link began', () => {
    expect(linkBeingTyped('We met @Ol', 10)).toEqual({ start: 7, typed: 'Ol', bracket: false });
    expect(linkBeingTyped('See [[Thie', 10)).toEqual({ start: 4, typed: 'Thie', bracket: true });
    expect(linkBeingTyped('See [[Thieves Guild]] now', 25)).toBeNull();
    expect(completeName('guild', names)).toEqual(['Thieves Guild']);
    expect(completeName('old', names)).toEqual(['Old Mara', 'Old']);
  });
});

describe('a page', () => {
  it('is written, rewritten and deleted as journaled actions that undo exactly', () => {
    const { b, campaignId, save } = fresh();
    const before = gameState(b);
    const mara = save({ kind: 'person', name: 'Old Mara', gmText: 'Knows the barrow.', playersText: 'An innkeeper.', tags: ['Inn', 'inn', 'bywater'], image: { mime: 'image/png', data: PNG } });
    expect(mara).toMatchObject({ kind: 'person', name: 'Old Mara', tags: ['inn', 'bywater'], image: { mime: 'image/png', data: PNG }, standing: 0, status: null });
    const rewritten = save({ kind: 'person', name: 'Mara', gmText: 'Knows the barrow well.' }, mara.id);
    expect(rewritten).toMatchObject({ name: 'Mara', gmText: 'Knows the barrow well.', image: { mime: 'image/png' } });
    expect(ok<{ pages: PageSummary[] }>(b, 'notebook.deletePage', { pageId: mara.id }).pages).toEqual([]);
    ok(b, 'journal.undo', { campaignId });
    expect(ok<PageView>(b, 'notebook.page', { pageId: mara.id }).name).toBe('Mara');
    ok(b, 'journal.undo', { campaignId });
    ok(b, 'journal.undo', { campaignId });
    expect(gameState(b)).toEqual(before);
  });

  it('refuses a second page of the same name, a thread status on a person, a false image and a hex off the map, naming the field', () => {
    const { b, campaignId, region, save } = fresh();
    save({ kind: 'person', name: 'Mara' });
    const input = (page: Record<string, unknown>) => ({ campaignId, page });
    expect(refusedUnchanged(b, 'notebook.savePage', input({ kind: 'faction', name: 'MARA' }))).toMatchObject({ code: 'conflict', path: ['page', 'name'] });
    expect(refusedUnchanged(b, 'notebook.savePage', input({ kind: 'person', name: 'Bob', status: 'active' }))).toMatchObject({ path: ['page', 'kind'] });
    expect(refusedUnchanged(b, 'notebook.savePage', input({ kind: 'person', name: 'Bob', image: { mime: 'image/png', data: Buffer.from('not a picture').toString('base64') } })).message).toBe(
      'page.image: is not a PNG, JPEG or WebP image',
    );
    const big = Buffer.alloc(1024 * 1024 + 10, 0).toString('base64');
    expect(refusedUnchanged(b, 'notebook.savePage', input({ kind: 'person', name: 'Bob', image: { mime: 'image/png', data: big } })).path).toEqual(['page', 'image', 'data']);
    expect(refusedUnchanged(b, 'notebook.savePage', input({ kind: 'place', name: 'Far', place: { regionId: region.id, hex: { col: 12, row: 1 } } })).message).toBe(
      'page.place.hex: (12, 1) is off the 10 x 8 map of Shire',
    );
    expect(refusedUnchanged(b, 'notebook.savePage', input({ kind: 'person', name: 'Bad [[name]]' })).path).toEqual(['page', 'name']);
  });

  it('refuses a page of another campaign', () => {
    const one = fresh();
    const other = fresh(one.b);
    const page = one.save({ kind: 'person', name: 'Mara' });
    expect(refusedUnchanged(one.b, 'notebook.savePage', { campaignId: other.campaignId, pageId: page.id, page: { kind: 'person', name: 'Mara' } }).path).toEqual(['pageId']);
  });
});

describe('the clock knows the pages', () => {
  it('tells when and where the party met a person, from the journal notes naming it, and what links to it', () => {
    const { b, campaignId, region, party, save } = fresh();
    const mara = save({ kind: 'person', name: 'Old Mara', gmText: 'Knows the barrow.' });
    const guild = save({ kind: 'faction', name: 'Thieves Guild', gmText: 'Mara pays them: @Old Mara.' });
    const inn = save({ kind: 'place', name: 'Bywater inn', place: { regionId: region.id, hex: { col: 3, row: 2 } } });
    expect(inn.placeName).toBe('hex 3,2 of Shire');
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 3, row: 2 }, key: { readAloud: 'A warm inn.', gmNotes: 'The keeper is [[Old Mara]].' } });
    ok(b, 'journey.place', { partyId: party.id, regionId: region.id, hex: { col: 3, row: 2 } });
    ok(b, 'clock.advance', { partyId: party.id, seconds: 3600 });
    const met = ok<{ id: number }>(b, 'journal.note', { campaignId, text: 'The party meets [[Old Mara]] over supper.' });
    ok(b, 'clock.advance', { partyId: party.id, seconds: 86_400 });
    const later = ok<{ id: number }>(b, 'journal.note', { campaignId, text: '@old mara warns them off the barrow.' });

    const page = ok<PageView>(b, 'notebook.page', { pageId: mara.id });
    expect(page.appearances.map((a) => [a.entryId, a.at, a.date, a.place])).toEqual([
      [met.id, 3600, 'Day 1, 01:00', 'hex 3,2 of Shire'],
      [later.id, 90_000, 'Day 2, 01:00', 'hex 3,2 of Shire'],
    ]);
    expect(page.backlinks).toEqual([
      { from: 'page', id: guild.id, label: 'Thieves Guild' },
      { from: 'hex', id: expect.any(Number), label: 'Shire, hex 3,2' },
      { from: 'journal', id: met.id, label: 'Day 1, 01:00: The party meets [[Old Mara]] over supper.' },
      { from: 'journal', id: later.id, label: 'Day 2, 01:00: @old mara warns them off the barrow.' },
    ]);
    // A note undone never happened.
    ok(b, 'journal.undo', { campaignId });
    expect(ok<PageView>(b, 'notebook.page', { pageId: mara.id }).appearances.map((a) => a.entryId)).toEqual([met.id]);
  });

  it("keeps a person's standing with its history, and a thread's clues found with when", () => {
    const { b, campaignId, save } = fresh();
    const guild = save({ kind: 'faction', name: 'Thieves Guild' });
    ok(b, 'notebook.standing', { pageId: guild.id, change: 2, reason: 'The party paid its dues' });
    const after = ok<PageView>(b, 'notebook.standing', { pageId: guild.id, change: -3, reason: 'A member was caught' });
    expect(after.standing).toBe(-1);
    expect(after.standingHistory.map((s) => [s.change, s.standing, s.text])).toEqual([
      [2, 2, 'Standing +2 (now 2): The party paid its dues'],
      [-3, -1, 'Standing -3 (now -1): A member was caught'],
    ]);
    const rumour = save({ kind: 'thread', name: 'Barrow rumour', threadKind: 'rumour', status: 'active', objectives: [{ text: 'Find the barrow' }] });
    expect(rumour).toMatchObject({ threadKind: 'rumour', status: 'active', objectives: [{ text: 'Find the barrow', done: false }] });
    const withClue = ok<PageView>(b, 'notebook.clue', { action: 'add', pageId: rumour.id, text: 'A bone flute' });
    const found = ok<PageView>(b, 'notebook.clue', { action: 'found', clueId: withClue.clues[0].id, found: true });
    expect(found.clues[0].found).toMatchObject({ at: 0, date: 'Day 1, 00:00', text: 'Clue found: A bone flute' });
    expect(found.timeline.map((t) => t.text)).toEqual(['Clue found: A bone flute']);
    expect(refusedUnchanged(b, 'notebook.standing', { pageId: rumour.id, change: 1 }).path).toEqual(['pageId']);
    ok(b, 'journal.undo', { campaignId });
    expect(ok<PageView>(b, 'notebook.page', { pageId: rumour.id }).clues[0].found).toBeNull();
  });
});

describe('what the players were shown', () => {
  it("records each handout and revealed page as it was shown, with when; undo takes it back", () => {
    const { b, campaignId, save } = fresh();
    const mara = save({ kind: 'person', name: 'Mara', gmText: 'Secretly a smuggler.', playersText: 'A kind innkeeper.' });
    const letter = ok<{ handouts: HandoutView[] }>(b, 'notebook.saveHandout', { campaignId, title: 'A letter', text: 'Meet me at dusk.', image: { mime: 'image/png', data: PNG } }).handouts[0];
    ok(b, 'notebook.show', { handoutId: letter.id });
    ok(b, 'notebook.show', { pageId: mara.id });
    // A later edit is the GM's: the record keeps what was shown.
    save({ kind: 'person', name: 'Mara', gmText: 'Secretly a smuggler.', playersText: 'Rewritten later.' }, mara.id);
    const shown = ok<{ shown: ShownItem[] }>(b, 'notebook.shown', { campaignId }).shown;
    expect(shown.map((s) => [s.kind, s.title, s.text, s.date])).toEqual([
      ['page', 'Mara', 'A kind innkeeper.', 'Day 1, 00:00'],
      ['handout', 'A letter', 'Meet me at dusk.', 'Day 1, 00:00'],
    ]);
    expect(shown[1].image).toEqual({ mime: 'image/png', data: PNG });
    expect(ok<{ shown: ShownItem[] }>(b, 'notebook.shown', { campaignId, text: 'dusk' }).shown.map((s) => s.title)).toEqual(['A letter']);
    expect(ok<PageView>(b, 'notebook.page', { pageId: mara.id }).revealedAt).toBe(0);
    ok(b, 'journal.undo', { campaignId });
    ok(b, 'journal.undo', { campaignId });
    expect(ok<{ shown: ShownItem[] }>(b, 'notebook.shown', { campaignId }).shown.map((s) => s.title)).toEqual(['A letter']);
    const noText = save({ kind: 'person', name: 'Nobody' });
    expect(refusedUnchanged(b, 'notebook.show', { pageId: noText.id }).message).toBe("pageId: Nobody has no players' text or image to show");
  });
});

describe('search', () => {
  it('finds the words in pages, area and hex keys and the journal, a page named by them first', () => {
    const { b, campaignId, region, save } = fresh();
    const flute = save({ kind: 'free', name: 'Bone flute', gmText: 'Carved from a thighbone.' });
    save({ kind: 'person', name: 'Piper', gmText: 'Plays a bone flute at night.' });
    ok(b, 'hexmap.setKey', { regionId: region.id, hex: { col: 1, row: 1 }, key: { gmNotes: 'A bone flute lies in the grass.' } });
    const file = smallLevel();
    file.areas[0].key.readAloud = 'The wind whistles through a BONE FLUTE.';
    ok<LevelView>(b, 'level.import', { campaignId, level: { ...file, name: 'Barrow' } });
    const note = ok<{ id: number }>(b, 'journal.note', { campaignId, text: 'Found the bone flute.' });
    const hits = ok<{ hits: SearchHit[] }>(b, 'notebook.search', { campaignId, text: 'bone flute' }).hits;
    expect(hits.map((h) => [h.from, h.title])).toEqual([
      ['page', 'Bone flute'],
      ['page', 'Piper'],
      ['area', 'Area 1 Hall of Barrow'],
      ['hex', 'Shire, hex 1,1'],
      ['journal', 'Note: Found the bone flute.'],
    ]);
    expect(hits[0].id).toBe(flute.id);
    expect(hits[4]).toMatchObject({ id: note.id, excerpt: 'Note: Found the bone flute. Found the bone flute.' });
  });
});

describe('pages and handouts travel', () => {
  const opened: Backend[] = [];
  afterEach(() => opened.splice(0).forEach((b) => b.close()));

  function written(b: Backend) {
    const f = fresh(b);
    const mara = f.save({ kind: 'person', name: 'Mara', gmText: 'Knows the barrow.', playersText: 'An innkeeper.', image: { mime: 'image/png', data: PNG } });
    const rumour = f.save({ kind: 'thread', name: 'Barrow rumour', threadKind: 'rumour' });
    const clue = ok<PageView>(b, 'notebook.clue', { action: 'add', pageId: rumour.id, text: 'A bone flute' }).clues[0];
    ok(b, 'notebook.clue', { action: 'found', clueId: clue.id, found: true });
    ok(b, 'notebook.standing', { pageId: mara.id, change: 1 });
    const handout = ok<{ handouts: HandoutView[] }>(b, 'notebook.saveHandout', { campaignId: f.campaignId, title: 'A letter', text: 'Meet me.' }).handouts[0];
    ok(b, 'notebook.show', { handoutId: handout.id });
    ok(b, 'journal.note', { campaignId: f.campaignId, text: 'Met [[Mara]].' });
    return f;
  }

  it('in a .lantern file and a duplicate, every row and its history kept', () => {
    const b = memoryBackend({ installDemo: false, freshSeed: () => 'notebook' });
    const { campaignId } = written(b);
    const file = ok<{ data: string }>(b, 'campaignFile.export', { campaignId });
    const imported = ok<Campaign>(b, 'campaignFile.import', { data: file.data, name: 'Imported' });
    const copy = ok<Campaign>(b, 'campaign.duplicate', { id: campaignId, name: 'Copied' });
    const dump = campaignDump(b.database.sqlite, campaignId);
    // A copy is new: its own times are now.
    const copyDump = (id: number) => ({ ...campaignDump(b.database.sqlite, id), campaigns: dump.campaigns });
    expect(dump.notebook_pages).toHaveLength(2);
    expect(dump.players_shown).toHaveLength(1);
    expect(campaignDump(b.database.sqlite, imported.id)).toEqual(dump);
    expect(copyDump(copy.id)).toEqual(dump);
    const pages = ok<{ pages: PageSummary[] }>(b, 'notebook.pages', { campaignId: imported.id }).pages;
    const mara = ok<PageView>(b, 'notebook.page', { pageId: pages.find((p) => p.name === 'Mara')!.id });
    expect(mara).toMatchObject({ standing: 1, image: { data: PNG }, appearances: [{ text: 'Met [[Mara]].' }] });
    // Its history came along: the last action (the note) undoes in the import.
    ok(b, 'journal.undo', { campaignId: imported.id });
    ok(b, 'journal.undo', { campaignId: imported.id });
    expect(ok<{ shown: ShownItem[] }>(b, 'notebook.shown', { campaignId: imported.id }).shown).toEqual([]);
  });

  it('refuses a file whose page holds a false image or a bad tag, naming the row', () => {
    const b = memoryBackend({ installDemo: false, freshSeed: () => 'notebook' });
    const { campaignId } = written(b);
    b.database.sqlite.prepare("UPDATE notebook_pages SET image = x'00010203' WHERE name = 'Mara'").run();
    const bad = ok<{ data: string }>(b, 'campaignFile.export', { campaignId });
    const answer = b.router.call('campaignFile.import', { data: bad.data, name: 'Bad' });
    expect(answer.ok ? null : answer.error.message).toMatch(/notebook_pages.*image.*is not a PNG, JPEG or WebP image/);
  });

  it('in a backup, restored whole', async () => {
    const dir = tempDir();
    const b = createBackend({ file: path.join(dir, 'campaigns.sqlite'), appRoot, host: 'http', installDemo: false, freshSeed: () => 'notebook' });
    opened.push(b);
    const { campaignId } = written(b);
    const atBackup = campaignDump(b.database.sqlite, campaignId);
    ok(b, 'backup.create');
    await b.backups.idle();
    const [made] = ok<BackupList>(b, 'backup.list').backups;
    expect(fs.existsSync(path.join(dir, 'backups', made.name))).toBe(true);
    ok(b, 'notebook.deletePage', { pageId: ok<{ pages: PageSummary[] }>(b, 'notebook.pages', { campaignId }).pages[0].id });
    ok(b, 'backup.restoreFile', { backup: made.name });
    expect(campaignDump(b.database.sqlite, campaignId)).toEqual(atBackup);
    const inBackup = made.campaigns.find((c) => c.id === campaignId)!;
    const restored = ok<Campaign>(b, 'backup.restoreCampaign', { backup: made.name, backupCampaignId: inBackup.id });
    expect(campaignDump(b.database.sqlite, restored.id)).toEqual(atBackup);
  });
});
