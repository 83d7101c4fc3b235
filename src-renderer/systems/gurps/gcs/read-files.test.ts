import { describe, expect, it } from 'vitest';
import { errorBody, type ApiErrorBody } from '../../../../src-shared/contract';
import { importErrorText, readGcsFiles } from './read-files';

// What the GM reads beside the import button: the file's name first, then the place
// in it, whichever side (the contract's limits here, the translator on the host) refused.

/** What the API client throws: an Error carrying the error body's fields. */
const refusal = (body: ApiErrorBody) => Object.assign(new Error(body.message), body);

const files = [
  { name: 'tamsin-vale.gcs', text: '{}' },
  { name: 'broken.gcs', text: '{' },
];

describe('importErrorText', () => {
  it("keeps the translator's file and place, without the request's field path", () => {
    const error = refusal(errorBody('invalid_input', 'files.1: broken.gcs: skills[3].calc.level: is missing', ['files', 1, 'skills', 3, 'calc', 'level']));
    expect(importErrorText(error, files)).toBe('broken.gcs: skills[3].calc.level: is missing');
  });

  it('names the file a contract limit is about', () => {
    const error = refusal(errorBody('invalid_input', 'files.0.text: must be at most 900,000 characters', ['files', 0, 'text']));
    expect(importErrorText(error, files)).toBe('tamsin-vale.gcs: must be at most 900,000 characters');
  });

  it('says what to do when the browser host refuses the request as too large', () => {
    const error = refusal(errorBody('payload_too_large', 'body: larger than 1048576 bytes'));
    expect(importErrorText(error, files)).toBe('tamsin-vale.gcs, broken.gcs: too much for one import in the browser; import fewer files at a time');
  });

  it('passes any other error through', () => {
    expect(importErrorText(refusal(errorBody('not_found', 'partyId: no party has id 9', ['partyId'])), files)).toBe('partyId: no party has id 9');
  });
});

describe('readGcsFiles', () => {
  it('reads names and text', async () => {
    expect(await readGcsFiles([new File(['{"version":5}'], 'a.gcs')])).toEqual([{ name: 'a.gcs', text: '{"version":5}' }]);
  });

  it('refuses files that are not .gcs, by name, before reading any', async () => {
    await expect(readGcsFiles([new File(['{}'], 'a.gcs'), new File(['{}'], 'party.json')])).rejects.toThrow('party.json: not a GCS character file (.gcs)');
  });

  it("checks the contract's limits before sending", async () => {
    await expect(readGcsFiles([new File(['x'.repeat(900_001)], 'huge.gcs')])).rejects.toThrow('huge.gcs: must be at most 900,000 characters');
    await expect(readGcsFiles(Array.from({ length: 21 }, (_, i) => new File(['{}'], `c${i}.gcs`)))).rejects.toThrow('must be at most 20 files');
  });
});
