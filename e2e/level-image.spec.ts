import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { startHost, type RunningHost } from './host';
import { look } from './look';

let host: RunningHost;
test.beforeEach(async () => {
  host = await startHost(undefined, ['--seed', 'a-map-to-trace']);
});
test.afterEach(async () => {
  await host.stop();
});

/** A plain PNG of so many pixels: the test needs its size, not its picture. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x60)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test("the module's map lines up with the grid by its pixels per square and corner, in the editor and in Play", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto(`${host.url}/#/dungeon`);
  await page.getByRole('button', { name: 'New level' }).click();
  await page.getByLabel('Level name').fill('Traced');
  await page.getByLabel('Width in squares').fill('12');
  await page.getByLabel('Height in squares').fill('8');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('combobox', { name: 'Level shown' })).toContainText('Traced');
  await page.getByRole('tab', { name: 'Draw' }).click();
  await page.locator('.level-image input[type=file]').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: png(240, 120) });
  const canvas = page.getByTestId('level-canvas');
  // Stretched to the level's width until placed: 240 px over 12 squares.
  await expect(canvas).toHaveAttribute('data-image-rect', '0,0,12,6');
  await page.getByLabel('Image pixels per square').fill('40');
  await page.getByLabel('Image corner column').fill('1.5');
  await page.getByLabel('Image corner row').fill('-0.5');
  // The map follows the fields before anything is saved.
  await expect(canvas).toHaveAttribute('data-image-rect', '1.5,-0.5,6,3');
  await page.getByRole('button', { name: 'Place image' }).click();
  await expect(page.getByRole('region', { name: 'Journal' }).getByText(/background image 40 px a square, its corner at \(1\.5, -0\.5\)/).first()).toBeVisible();
  await look(page, 'level-image/image-placed');
  await page.reload();
  await page.getByRole('combobox', { name: 'Level shown' }).selectOption({ label: 'Traced (12 × 8, 0 areas)' });
  await page.getByRole('tab', { name: 'Play' }).click();
  await expect(page.getByTestId('level-canvas')).toHaveAttribute('data-image-rect', '1.5,-0.5,6,3');
});
