import { describe, expect, it } from 'vitest';
import type { Campaign, CalendarInput, CombatResult, JournalEntry, JournalSession, MethodOutput } from '../src-shared/contract';
import { redate } from '../src-shared/time';
import { gameState, memoryBackend, ok, snapshot } from './helpers/backend';
import { character, dungeonFixture } from './helpers/dungeon';

// The campaign calendar and the GM's own writing in the journal, through the real
// router on the real migrations: each change one journaled, undoable action.

type CalendarView = MethodOutput<'calendar.get'>;

const thawCalendar: CalendarInput = {
  epochYear: 1042,
  months: [
    { name: 'Thawmonth', days: 30 },
    { name: 'Greenmonth', days: 30 },
  ],
  weekDays: ['Moonday', 'Starday', 'Restday'],
  moons: [{ name: 'Selune', cycleDays: 28 }],
};

const goblin = { hitDice: 1, hp: 5, ac: 14, attacks: [{ name: 'Spear', damage: '1d6' }], morale: 7 };

function fail(backend: ReturnType<typeof memoryBackend>, method: string, input: unknown) {
  const envelope = backend.router.call(method, input);
  if (envelope.ok) throw new Error(`${method} should have failed`);
  return envelope.error;
}

describe('calendar', () => {
  it('is set, read back on the campaign, dates the journal, and undoes to plain day counts', () => {
    const backend = memoryBackend({ installDemo: false });
    const campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Thaw' }).id;
    expect(ok<CalendarView>(backend, 'calendar.get', { campaignId })).toEqual({ calendar: null, notes: [] });
    const before = gameState(backend);

    const set = ok<CalendarView>(backend, 'calendar.set', { campaignId, calendar: thawCalendar });
    expect(set.calendar).toMatchObject({ epochYear: 1042, leap: null, seasons: [] });
    const campaign = ok<{ campaigns: Campaign[] }>(backend, 'campaign.list').campaigns[0];
    expect(campaign.calendar?.months[0].name).toBe('Thawmonth');
    const entry = ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId }).entries[0];
    expect(entry).toMatchObject({ kind: 'calendar', summary: 'Calendar set' });
    expect(entry.changes[0]).toContain('1st of Thawmonth, 1042');

    ok(backend, 'journal.undo', { campaignId });
    expect(gameState(backend)).toEqual(before);
    expect(ok<{ campaigns: Campaign[] }>(backend, 'campaign.list').campaigns[0].calendar).toBeNull();
    ok(backend, 'journal.redo', { campaignId });
    expect(ok<CalendarView>(backend, 'calendar.get', { campaignId }).calendar?.epochYear).toBe(1042);
  });

  it('refuses a calendar whose leap month does not exist, naming the field, and writes nothing', () => {
    const backend = memoryBackend({ installDemo: false });
    const campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Thaw' }).id;
    const before = snapshot(backend);
    const error = fail(backend, 'calendar.set', { campaignId, calendar: { ...thawCalendar, leap: { every: 4, month: 5 } } });
    expect(error.path).toEqual(['calendar', 'leap', 'month']);
    expect(snapshot(backend)).toEqual(before);
  });

  it('keeps dated notes, shows them in the journal, undoes them, and copies them with the campaign', () => {
    const backend = memoryBackend({ installDemo: false });
    const campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Thaw' }).id;
    ok(backend, 'calendar.set', { campaignId, calendar: thawCalendar });
    const added = ok<CalendarView>(backend, 'calendar.addNote', { campaignId, day: 3, text: 'The Midthaw fair opens' });
    expect(added.notes).toEqual([{ id: expect.any(Number), day: 3, text: 'The Midthaw fair opens', repeatYears: null }]);
    const entry = ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId }).entries[0];
    expect(entry).toMatchObject({ kind: 'note', summary: 'Note on Day 3', changes: ['The Midthaw fair opens'] });
    expect(redate(entry.summary, ok<CalendarView>(backend, 'calendar.get', { campaignId }).calendar)).toBe('Note on 3rd of Thawmonth, 1042');

    const copy = ok<Campaign>(backend, 'campaign.duplicate', { id: campaignId });
    expect(copy.calendar?.epochYear).toBe(1042);
    expect(ok<CalendarView>(backend, 'calendar.get', { campaignId: copy.id }).notes.map((n) => n.text)).toEqual(['The Midthaw fair opens']);

    const removed = ok<CalendarView>(backend, 'calendar.removeNote', { campaignId, noteId: added.notes[0].id });
    expect(removed.notes).toEqual([]);
    ok(backend, 'journal.undo', { campaignId });
    expect(ok<CalendarView>(backend, 'calendar.get', { campaignId }).notes).toHaveLength(1);
    expect(fail(backend, 'calendar.removeNote', { campaignId: copy.id, noteId: added.notes[0].id }).path).toEqual(['noteId']);
  });

  it('dates the dungeon clock\'s journal line in the calendar set after it was written, and again after the calendar changes', () => {
    const f = dungeonFixture({ members: [character('Ada', 10, 8)] });
    f.quiet();
    const r = f.act('clock.advance', { seconds: 2 * 86_400, stopOnEvent: false });
    expect(r.entry.summary).toMatch(/to Day 3, \d\d:\d\d — turn \d+$/);
    const thaw = ok<CalendarView>(f.backend, 'calendar.set', { campaignId: f.campaignId, calendar: thawCalendar }).calendar;
    expect(redate(r.entry.summary, thaw)).toMatch(/to 3rd of Thawmonth, 1042, \d\d:\d\d — turn \d+$/);
    const later = ok<CalendarView>(f.backend, 'calendar.set', { campaignId: f.campaignId, calendar: { ...thawCalendar, epochYear: 7 } }).calendar;
    expect(redate(r.entry.summary, later)).toMatch(/to 3rd of Thawmonth, 7, \d\d:\d\d — turn \d+$/);
  });

  it('keeps a note that comes back every N years, and refuses one without a calendar to count years by', () => {
    const backend = memoryBackend({ installDemo: false });
    const campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Thaw' }).id;
    const before = snapshot(backend);
    expect(fail(backend, 'calendar.addNote', { campaignId, day: 3, text: 'Midthaw fair', repeatYears: 1 })).toMatchObject({ path: ['repeatYears'] });
    expect(snapshot(backend)).toEqual(before);
    ok(backend, 'calendar.set', { campaignId, calendar: thawCalendar });
    expect(fail(backend, 'calendar.addNote', { campaignId, day: 3, text: 'Midthaw fair', repeatYears: 0 }).path).toEqual(['repeatYears']);
    const added = ok<CalendarView>(backend, 'calendar.addNote', { campaignId, day: 3, text: 'Midthaw fair', repeatYears: 4 });
    expect(added.notes).toEqual([{ id: expect.any(Number), day: 3, text: 'Midthaw fair', repeatYears: 4 }]);
    expect(ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId }).entries[0].summary).toBe('Note on Day 3, every 4 years');
    const copy = ok<Campaign>(backend, 'campaign.duplicate', { id: campaignId });
    expect(ok<CalendarView>(backend, 'calendar.get', { campaignId: copy.id }).notes[0].repeatYears).toBe(4);
  });
});

describe('the journal the GM writes in', () => {
  it('takes a free note at the current game time, finds it by its words, and undoes it', () => {
    const f = dungeonFixture({ members: [character('Ada', 10, 8)] });
    const before = gameState(f.backend);
    const note = ok<JournalEntry>(f.backend, 'journal.note', { campaignId: f.campaignId, text: 'Ada swore an oath to the river spirit\nShe owes it a song', memberIds: [f.memberId('Ada')] });
    expect(note).toMatchObject({ kind: 'note', summary: 'Note: Ada swore an oath to the river spirit', gameTimeAfter: f.time(), memberIds: [f.memberId('Ada')] });
    const found = (text: string) => ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, text }).entries.map((e) => e.id);
    expect(found('RIVER spirit')).toEqual([note.id]);
    expect(found('owes it a song')).toEqual([note.id]);
    expect(found('100%')).toEqual([]);
    const quoted = ok<JournalEntry>(f.backend, 'journal.note', { campaignId: f.campaignId, text: 'Ada:\n"Never again", she said \\ 50% sure' });
    expect(found('"never again"')).toEqual([quoted.id]);
    expect(found('\\ 50%')).toEqual([quoted.id]);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(found('dragon')).toEqual([]);
    ok(f.backend, 'journal.undo', { campaignId: f.campaignId });
    expect(gameState(f.backend)).toEqual(before);
    expect(fail(f.backend, 'journal.note', { campaignId: f.campaignId, text: '   ' }).path).toEqual(['text']);
  });

  it('files an attack under the attacker as well as the one hit', () => {
    const f = dungeonFixture({ members: [character('Pip', 10, 8), character('Bors', 12, 9)] });
    f.quiet();
    const start = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin, name: 'Goblin', count: 2 }] });
    const pip = start.state.combatants.find((c) => c.name === 'Pip')!;
    const g2 = start.state.combatants.find((c) => c.name === 'Goblin 2')!;
    const hit = ok<CombatResult>(f.backend, 'combat.attack', { encounterId: start.state.encounterId, attackerId: pip.id, defenderId: g2.id, attack: { outcome: 'hit', damage: '2' } });
    const underPip = ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, memberId: f.memberId('Pip') }).entries;
    expect(underPip.map((e) => e.summary)).toContain(hit.entry.summary);
    expect(hit.entry.summary).toMatch(/^Pip hits Goblin 2/);
    const underBors = ok<{ entries: JournalEntry[] }>(f.backend, 'journal.list', { campaignId: f.campaignId, memberId: f.memberId('Bors') }).entries;
    expect(underBors.map((e) => e.id)).not.toContain(hit.entry.id);
  });

  it('groups a party\'s turns on one day under one key, and a new day under another', () => {
    const f = dungeonFixture({ members: [character('Ada', 10, 8)] });
    f.quiet();
    const a = f.act('dungeon.rest', { turns: 1 }).entry;
    const b = f.act('clock.advance', { seconds: 600, stopOnEvent: false }).entry;
    expect(a.groupKey).toBe(`turns:${f.partyId}:0`);
    expect(b.groupKey).toBe(a.groupKey);
    f.act('clock.advance', { seconds: 86_400, stopOnEvent: false });
    const c = f.act('dungeon.rest', { turns: 1 }).entry;
    expect(c.groupKey).toBe(`turns:${f.partyId}:1`);
    const note = ok<JournalEntry>(f.backend, 'journal.note', { campaignId: f.campaignId, text: 'Quiet so far' });
    expect(note.groupKey).toBeNull();
  });

  it('starts and ends a session with its recap, and exports one heading per session behind front matter', () => {
    const f = dungeonFixture({ members: [character('Ada', 10, 8), character('Bors', 12, 9)] });
    f.quiet();
    ok(f.backend, 'calendar.set', { campaignId: f.campaignId, calendar: thawCalendar });
    const started = ok<{ entry: JournalEntry; session: JournalSession }>(f.backend, 'journal.session', { campaignId: f.campaignId, action: 'start', title: 'Into the barrow' });
    expect(started.entry.summary).toBe('Session started: Into the barrow');
    expect(started.session).toMatchObject({ number: 1, title: 'Into the barrow', endEntryId: null });
    expect(fail(f.backend, 'journal.session', { campaignId: f.campaignId, action: 'start' })).toMatchObject({ code: 'conflict', path: ['action'] });

    f.act('dungeon.rest', { turns: 3 });
    f.act('dungeon.rest', { turns: 2 });
    ok(f.backend, 'journal.roll', { campaignId: f.campaignId, label: 'Morale', expression: '2d6' });
    const fight = ok<CombatResult>(f.backend, 'combat.start', { partyId: f.partyId, foes: [{ statBlock: goblin, name: 'Goblin' }] });
    ok(f.backend, 'combat.end', { encounterId: fight.state.encounterId });
    ok(f.backend, 'journal.note', { campaignId: f.campaignId, text: 'The goblins spoke of a green lady' });

    const ended = ok<{ entry: JournalEntry; session: JournalSession }>(f.backend, 'journal.session', { campaignId: f.campaignId, action: 'end' });
    expect(ended.entry.summary).toBe('Session 1 ended: Into the barrow');
    // 5 turns of rest and a fight of at most one round: 5 whole turns. Rolls: a wandering check for each of
    // the 5 turns (at 0 in 6), the morale roll and the fight's initiative, a d6 for each of its three
    // combatants (supplement A19), 9.
    expect(ended.session.recap).toEqual({ turns: 5, fights: 1, rolls: 9, actions: 6, notes: ['The goblins spoke of a green lady'] });
    expect(ended.entry.changes[0]).toBe('Recap: 5 turns, 1 fight, 9 rolls, 6 actions, 1 note');
    expect(fail(f.backend, 'journal.session', { campaignId: f.campaignId, action: 'end' }).path).toEqual(['action']);

    // A title that repeats the session's own words (as the placeholder "Session 2 (a title, if you like)" invites) is not said twice.
    ok(f.backend, 'journal.session', { campaignId: f.campaignId, action: 'start', title: 'Session 2: The green lady' });
    ok(f.backend, 'journal.note', { campaignId: f.campaignId, text: 'Second night' });
    expect(ok<{ sessions: JournalSession[] }>(f.backend, 'journal.sessions', { campaignId: f.campaignId }).sessions.map((s) => [s.number, s.endEntryId === null])).toEqual([
      [1, false],
      [2, true],
    ]);

    const { markdown, fileName } = ok<{ markdown: string; fileName: string }>(f.backend, 'journal.export', { campaignId: f.campaignId });
    expect(fileName).toMatch(/-journal\.md$/);
    const [, frontMatter] = markdown.match(/^---\n([\s\S]*?)\n---\n/)!;
    expect(frontMatter).toContain('sessions: 2');
    expect(frontMatter).toContain('calendar: "campaign calendar"');
    const headings = markdown.split('\n').filter((l) => l.startsWith('#'));
    expect(headings).toEqual([expect.stringMatching(/^# .*: session journal$/), '## Before the first session', '## Session 1: Into the barrow', '## Session 2: The green lady']);
    expect(markdown).toContain('**Recap:** 5 turns, 1 fight, 9 rolls, 6 actions, 1 note.');
    expect(markdown).toContain('- The goblins spoke of a green lady');
    // The two rests on one day are one line with both nested under it.
    expect(markdown).toMatch(/\n- \*\*1st of Thawmonth, 1042, \d\d:\d\d to \d\d:\d\d\*\* · 2 actions, the last: The party rests for 2 turns\n {2}- \*\*\d\d:\d\d\*\* · The party rests for 3 turns\n/);
    expect(markdown).toMatch(/\*1st of Thawmonth, 1042, [^*]+ \(still running\)\*/);
  });
});

describe('a calendar that starts on a festival day (calendars, docs/sources.md: the Shire Reckoning)', () => {
  const shire: CalendarInput = {
    epochYear: 1421,
    era: 'S.R.',
    months: ['Afteryule', 'Solmath', 'Rethe', 'Astron', 'Thrimidge', 'Forelithe'].map((name) => ({ name, days: 30 })),
    weekDays: ['Sterday', 'Sunday', 'Monday', 'Trewsday', 'Hevensday', 'Mersday', 'Highday'],
    epochFestival: 1,
    leap: { every: 4, except: 100, month: 5, extraDays: 0 },
    intercalary: [
      { name: '2 Yule', afterMonth: -1, inWeek: true },
      { name: 'Overlithe', afterMonth: 5, leapOnly: true },
    ],
  };

  it('refuses Overlithe as the first day of a year that is no leap year, naming the field; nothing is written', () => {
    const backend = memoryBackend({ installDemo: false });
    const campaignId = ok<Campaign>(backend, 'campaign.create', { name: 'Shire' }).id;
    const before = snapshot(backend);
    expect(fail(backend, 'calendar.set', { campaignId, calendar: shire })).toMatchObject({
      path: ['calendar', 'epochFestival'],
      message: 'calendar.epochFestival: Overlithe comes only in leap years, and 1421 is not one',
    });
    expect(snapshot(backend)).toEqual(before);
    const set = ok<CalendarView>(backend, 'calendar.set', { campaignId, calendar: { ...shire, epochFestival: 0 } });
    expect(set.calendar).toMatchObject({ epochFestival: 0, intercalary: [{ name: '2 Yule', afterMonth: -1, inWeek: true }, { inWeek: false }] });
    expect(ok<{ entries: JournalEntry[] }>(backend, 'journal.list', { campaignId, limit: 1 }).entries[0].changes[0]).toMatch(/^The first day is 2 Yule, 1421 S\.R\./);
    backend.close();
  });
});
