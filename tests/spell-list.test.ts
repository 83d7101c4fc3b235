import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import type { Campaign, MethodOutput } from '../src-shared/contract';
import { gameState, memoryBackend, ok, refusedUnchanged } from './helpers/backend';

// A GM's own spell list (issue 36, item 4): entered once per campaign, before any party, and
// moved as JSON or CSV. Basic Fantasy's class lists and spell levels 1 to 6 are supplement
// A21's; Light lasts 6 turns + 1 per caster level and gives torchlight, Continual Light
// daylight (A21, "the light spells").

let backend: Backend;
afterEach(() => backend?.close());

type Imported = MethodOutput<'spell.importList'>;
type Exported = MethodOutput<'spell.exportList'>;

const CSV = [
  'name,class,level,range,duration,per level,unit,light',
  "Light,cleric,1,120',6,1,turns,light-spell",
  "Continual Light,Cleric,3,120',1,0,days,continual-light",
  '',
  '"Hold Portal",magic-user,1,"10\', or a door touched",2,1,turns,',
].join('\n');

function newCampaign(name: string, rulesSystem = 'bfrpg') {
  return ok<Campaign>(backend, 'campaign.create', { name, rulesSystem }).id;
}
const importCsv = (campaignId: number, text: string) => ok<Imported>(backend, 'spell.importList', { campaignId, format: 'csv', text });

describe("the campaign's spell list as a file", () => {
  it('a new campaign with no party takes a CSV, writes it back as CSV and JSON, and the JSON makes the same list elsewhere', () => {
    backend = memoryBackend({ installDemo: false });
    const abbey = newCampaign('The Sunken Abbey');
    const read = importCsv(abbey, CSV);
    expect(read.added).toBe(3);
    expect(read.changed).toBe(0);
    expect(read.list.map(({ id: _id, ...s }) => s)).toEqual([
      { name: 'Hold Portal', casterClass: 'magic-user', level: 1, range: "10', or a door touched", duration: { amount: 2, perLevel: 1, unit: 'turns' }, light: null, cost: 0, castingRounds: 0 },
      { name: 'Light', casterClass: 'cleric', level: 1, range: "120'", duration: { amount: 6, perLevel: 1, unit: 'turns' }, light: 'light-spell', cost: 0, castingRounds: 0 },
      { name: 'Continual Light', casterClass: 'cleric', level: 3, range: "120'", duration: { amount: 1, perLevel: 0, unit: 'days' }, light: 'continual-light', cost: 0, castingRounds: 0 },
    ]);

    const csv = ok<Exported>(backend, 'spell.exportList', { campaignId: abbey, format: 'csv' });
    expect(csv).toEqual({
      format: 'csv',
      count: 3,
      text: [
        'name,class,level,range,duration,per level,unit,light,cost,casting rounds',
        'Hold Portal,magic-user,1,"10\', or a door touched",2,1,turns,,0,0',
        "Light,cleric,1,120',6,1,turns,light-spell,0,0",
        "Continual Light,cleric,3,120',1,0,days,continual-light,0,0",
        '',
      ].join('\r\n'),
    });

    const json = ok<Exported>(backend, 'spell.exportList', { campaignId: abbey, format: 'json' });
    expect(JSON.parse(json.text)).toMatchObject({ format: 'lantern.spells', version: 1, spells: read.list.map(({ id: _id, ...s }) => s) });
    const keep = newCampaign('The Keep');
    const again = ok<Imported>(backend, 'spell.importList', { campaignId: keep, format: 'json', text: json.text });
    expect(again.list.map(({ id: _id, ...s }) => s)).toEqual(read.list.map(({ id: _id, ...s }) => s));
    // And the CSV read back gives the same list too.
    const third = newCampaign('The Third');
    expect(importCsv(third, csv.text).list.map(({ id: _id, ...s }) => s)).toEqual(read.list.map(({ id: _id, ...s }) => s));
  });

  it('is one undoable action; a spell already on the list is given the file\'s figures', () => {
    backend = memoryBackend({ installDemo: false });
    const abbey = newCampaign('The Sunken Abbey');
    const before = gameState(backend);
    importCsv(abbey, CSV);
    ok(backend, 'journal.undo', { campaignId: abbey });
    expect(gameState(backend)).toEqual(before);

    importCsv(abbey, CSV);
    const longer = importCsv(abbey, "name,class,level,range,duration,per level,unit,light\nLight,cleric,1,120',12,1,turns,light-spell");
    expect(longer).toMatchObject({ added: 0, changed: 1 });
    expect(longer.list.find((s) => s.name === 'Light')!.duration).toEqual({ amount: 12, perLevel: 1, unit: 'turns' });
    expect(longer.list).toHaveLength(3);
    const journal = ok<{ entries: { summary: string }[] }>(backend, 'journal.list', { campaignId: abbey, limit: 1 });
    expect(journal.entries[0]!.summary).toBe("Spell list: 0 added, 1 given the file's figures from a CSV file");
  });

  it.each([
    ['a level that is not a number', "name,class,level,range,duration,unit\nLight,cleric,1,120',6,turns\nSleep,magic-user,x,90',4,turns", 'text: row 3, level: must be a whole number, not "x"', ['text']],
    ['a class no list has', "name,class,level,range,duration,unit\n\nBless,druid,1,60',6,turns", 'text: row 3, class: must be one of cleric, magic-user', ['text']],
    ['a spell level Basic Fantasy lacks (A21: 1 to 6)', "name,class,level,range,duration,unit\nWish,magic-user,9,0,1,rounds", 'text: row 2, level: must be 1 to 6: Basic Fantasy spells go up to 6th level (supplement A21)', ['text']],
    ['a spell on no class list in Basic Fantasy', "name,class,level,range,duration,unit\nLight,,1,120',6,turns", 'text: row 2, class: say whose list it is on: cleric or magic-user', ['text']],
    ['a unit of time Lantern does not count', "name,class,level,range,duration,unit\nLight,cleric,1,120',6,weeks", 'text: row 2, unit: must be one of rounds, turns, hours, days', ['text']],
    ['a light no spell gives', "name,class,level,range,duration,unit,light\nLight,cleric,1,120',6,turns,torch", 'text: row 2, light: must be one of light-spell, continual-light', ['text']],
    ['a spell that lasts no time', "name,class,level,range,duration,unit\nLight,cleric,1,120',0,turns", 'text: row 2, duration: must last at least one round, turn, hour or day', ['text']],
    ['the same spell twice', "name,class,level,range,duration,unit\nLight,cleric,1,120',6,turns\nlight,cleric,1,60',6,turns", 'text: row 3, name: light is on the same class list in row 2 already', ['text']],
    ['a header without the unit', "name,class,level,range,duration\nLight,cleric,1,120',6", 'text: row 1, unit: the header must name this column', ['text']],
    ['a column of another kind', "name,class,level,range,duration,unit,school\nLight,cleric,1,120',6,turns,evocation", 'text: row 1, school: is not a column of a spell list (name, class, level, range, duration, per level, unit, light, cost, casting rounds)', ['text']],
    ['a row longer than the header', "name,class,level,range,duration,unit\nLight,cleric,1,120',6,turns,extra", 'text: row 2, column 7: has more cells than the header names (6)', ['text']],
  ])('refuses a CSV with %s, naming the row as a spreadsheet counts it (the header is row 1) and the field, and changes nothing', (_what, text, message, path) => {
    backend = memoryBackend({ installDemo: false });
    const abbey = newCampaign('The Sunken Abbey');
    const error = refusedUnchanged(backend, 'spell.importList', { campaignId: abbey, format: 'csv', text });
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe(message);
    expect(error.path).toEqual(path);
  });

  it('refuses a JSON spell without its range, naming the spell by its place, and a file that is not JSON', () => {
    backend = memoryBackend({ installDemo: false });
    const abbey = newCampaign('The Sunken Abbey');
    const light = { name: 'Light', casterClass: 'cleric', level: 1, range: "120'", duration: { amount: 6, perLevel: 1, unit: 'turns' }, light: 'light-spell' };
    const { range: _range, ...noRange } = light;
    const text = JSON.stringify({ format: 'lantern.spells', version: 1, spells: [light, { ...noRange, name: 'Bless' }] });
    expect(refusedUnchanged(backend, 'spell.importList', { campaignId: abbey, format: 'json', text })).toMatchObject({
      code: 'invalid_input',
      message: 'text: row 2, range: is required',
      path: ['text'],
    });
    expect(refusedUnchanged(backend, 'spell.importList', { campaignId: abbey, format: 'json', text: 'name,class' })).toMatchObject({
      code: 'invalid_input',
      message: 'text: is not JSON; export a spell list to see the shape',
      path: ['text'],
    });
  });

  it('a GURPS campaign keeps spells with no class list or level', () => {
    backend = memoryBackend({ installDemo: false });
    const gurps = newCampaign('Elsewhere', 'gurps');
    const read = importCsv(gurps, 'name,range,duration,unit,light,cost\nLight,10 yards,1,hours,light-spell,1');
    expect(read.list).toEqual([expect.objectContaining({ name: 'Light', casterClass: null, level: 1, cost: 1, light: 'light-spell' })]);
  });
});
