import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

/**
 * How the server hands out the built client: a script in the form the browser accepts (the
 * build's brotli or gzip file beside it), kept by the browser for a year (its name changes with
 * its content); index.html for every screen path, asked for again each time.
 */
const SCRIPT = `export const screen = ${JSON.stringify('Reklamacje '.repeat(400))};\n`;
let dir: string;
let testApp: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Zaplecze</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>');
  const script = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  // The build's manifest names each language's texts chunk.
  mkdirSync(path.join(dir, '.vite'));
  const manifest = Object.fromEntries(['pl', 'en', 'de', 'fr'].map((l) => [`src/i18n/locales/${l}.ts`, { file: `assets/${l}-t3xt.js`, isDynamicEntry: true }]));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true }, ...manifest }));
  testApp = await createTestApp({ clientDir: dir });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built client', () => {
  it('sends a script as brotli to a browser that accepts it, else as gzip, else as it is', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets the browser keep a built script for a year, and asks it to check index.html every time', async () => {
    const script = await get('/assets/index-abc123.js', 'br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/reclamations', '/reclcatalogs/reclreasons/3']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('/assets/index-abc123.js');
    }
  });

  it("names the texts of the language the client will choose in the page: the chosen one's cookie, else the browser's, else Polish", async () => {
    const preloaded = async (headers: Record<string, string>) => {
      const page = await testApp.app.inject({ method: 'GET', url: '/reclamations', headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers.vary).toMatch(/Cookie/);
      expect(page.headers.vary).toMatch(/Accept-Language/);
      return [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    };
    expect(await preloaded({})).toEqual(['/assets/pl-t3xt.js']);
    expect(await preloaded({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toEqual(['/assets/fr-t3xt.js']);
    expect(await preloaded({ 'accept-language': 'ja;q=1,de;q=0.5,en;q=0.7' })).toEqual(['/assets/en-t3xt.js']);
    expect(await preloaded({ 'accept-language': 'fr', cookie: 'zaplecze.locale=de' })).toEqual(['/assets/de-t3xt.js']);
    // Dutch is shipped with the English text; an unknown cookie value falls back to the browser.
    expect(await preloaded({ cookie: 'zaplecze.locale=nl' })).toEqual(['/assets/en-t3xt.js']);
    expect(await preloaded({ cookie: 'zaplecze.locale=xx', 'accept-language': 'de-AT' })).toEqual(['/assets/de-t3xt.js']);
  });

  it('answers a script that is not there with 404, not with index.html', async () => {
    const missing = await get('/assets/index-gone.js', 'br');
    expect(missing.statusCode).toBe(404);
  });
});
