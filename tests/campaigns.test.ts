import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../src-main/backend';
import type { Campaign, CampaignList } from '../src-shared/contract';
import { memoryBackend, ok, snapshot } from './helpers/backend';

let backend: Backend;
beforeEach(() => {
  backend = memoryBackend({ installDemo: false });
});
afterEach(() => backend.close());

const create = (name: string) => ok<Campaign>(backend, 'campaign.create', { name });
const list = () => ok<CampaignList>(backend, 'campaign.list');

describe('campaigns', () => {
  it('creates a campaign with the clock at zero and selects it', () => {
    const c = create('  The Sunken Abbey  ');
    expect(c).toMatchObject({ name: 'The Sunken Abbey', rulesSystem: 'bfrpg', gameTimeSeconds: 0 });
    expect(list()).toEqual({ campaigns: [c], selectedId: c.id });
  });

  it('lists campaigns by name, ignoring case', () => {
    create('zephyr');
    create('Amber');
    create('brass');
    expect(list().campaigns.map((c) => c.name)).toEqual(['Amber', 'brass', 'zephyr']);
  });

  it('rejects a name already taken, ignoring case, naming the field and writing nothing', () => {
    create('Keep on the Borderlands');
    const before = snapshot(backend);
    const result = backend.router.call('campaign.create', { name: 'KEEP ON THE BORDERLANDS' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'conflict', message: 'name: a campaign called "Keep on the Borderlands" already exists', path: ['name'], reason: 'a campaign called "Keep on the Borderlands" already exists' },
    });
    expect(snapshot(backend)).toEqual(before);
  });

  it.each([
    [{ name: '' }, 'name: must not be empty'],
    [{ name: '   ' }, 'name: must not be empty'],
    [{ name: 'x'.repeat(81) }, 'name: must be at most 80 characters'],
    [{ name: 'tab\there' }, 'name: must not contain control characters'],
    [{ name: 42 }, 'name: must be text'],
    [{}, 'name: is required'],
    [{ name: 'ok', colour: 'red' }, 'colour: is not a field of this method'],
    [{ name: 'ok', rulesSystem: 'dnd5e' }, 'rulesSystem: must be one of "bfrpg", "gurps", "shell"'],
  ])('rejects create %j with "%s" and changes nothing', (input, message) => {
    const before = snapshot(backend);
    const result = backend.router.call('campaign.create', input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid_input');
    expect(result.error.message).toBe(message);
    expect(result.error.path[0]).toBe(message.split(':')[0]);
    expect(snapshot(backend)).toEqual(before);
  });

  it('renames, keeping its own name free for a change of case only', () => {
    const c = create('Tomb of Horrors');
    expect(ok<Campaign>(backend, 'campaign.rename', { id: c.id, name: 'tomb of horrors' }).name).toBe('tomb of horrors');
    const other = create('Ravenloft');
    const clash = backend.router.call('campaign.rename', { id: other.id, name: 'TOMB OF HORRORS' });
    expect(clash).toMatchObject({ ok: false, error: { code: 'conflict', path: ['name'] } });
  });

  it('answers not_found for an id that does not exist', () => {
    expect(backend.router.call('campaign.rename', { id: 99, name: 'x' })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'id: no campaign has id 99', path: ['id'], reason: 'no campaign has id 99' },
    });
    expect(backend.router.call('campaign.select', { id: 99 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('duplicates with "(copy)", then "(copy 2)", copying the clock, without changing the selection', () => {
    const c = create('Barrowmaze');
    backend.database.sqlite.prepare('UPDATE campaigns SET game_time_seconds = 4200 WHERE id = ?').run(c.id);
    const copy1 = ok<Campaign>(backend, 'campaign.duplicate', { id: c.id });
    const copy2 = ok<Campaign>(backend, 'campaign.duplicate', { id: c.id });
    expect([copy1.name, copy2.name]).toEqual(['Barrowmaze (copy)', 'Barrowmaze (copy 2)']);
    expect(copy1.gameTimeSeconds).toBe(4200);
    expect(list().selectedId).toBe(c.id);
    const named = ok<Campaign>(backend, 'campaign.duplicate', { id: c.id, name: 'Barrowmaze, second table' });
    expect(named.name).toBe('Barrowmaze, second table');
  });

  it('keeps a copy name within 80 characters', () => {
    const c = create('y'.repeat(80));
    const copy = ok<Campaign>(backend, 'campaign.duplicate', { id: c.id });
    expect(copy.name).toBe('y'.repeat(73) + ' (copy)');
  });

  it('selects another campaign when the selected one is deleted, and none when the last goes', () => {
    const a = create('Alpha');
    const b = create('Beta');
    expect(list().selectedId).toBe(b.id);
    expect(ok<CampaignList>(backend, 'campaign.delete', { id: b.id })).toEqual({ campaigns: [a], selectedId: a.id });
    expect(ok<CampaignList>(backend, 'campaign.delete', { id: a.id })).toEqual({ campaigns: [], selectedId: null });
  });

  it('switches the selected campaign', () => {
    const a = create('Alpha');
    create('Beta');
    expect(ok<CampaignList>(backend, 'campaign.select', { id: a.id }).selectedId).toBe(a.id);
    expect(list().selectedId).toBe(a.id);
  });
});

describe('app.info', () => {
  it('reports version, data file and schema version', () => {
    const info = ok<Record<string, unknown>>(backend, 'app.info');
    expect(info).toMatchObject({ name: 'Lantern', dataFile: ':memory:', host: 'http' });
    expect(info.schemaVersion).toBe(backend.database.schemaVersion);
    expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
