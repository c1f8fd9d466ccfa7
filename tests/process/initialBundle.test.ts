import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeScripts, INITIAL_JS_LIMIT_BYTES, initialScripts, LAZY_ONLY } from '../support/initialScripts';

// `npm run test:e2e` builds dist/ before this suite runs.
it('the built client loads at most 330 kB of gzipped JavaScript at start (entry and modulepreloads), none of a custom page', () => {
  expect(existsSync('dist/index.html'), 'dist/index.html (run `npx vite build` first)').toBe(true);
  const scripts = initialScripts('dist');
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((n, s) => n + s.gzipBytes, 0);
  expect(scripts.map((s) => s.file).filter((file) => LAZY_ONLY.test(file))).toEqual([]);
  expect(total, `initial JavaScript above ${INITIAL_JS_LIMIT_BYTES / 1024} kB gzip:\n${describeScripts(scripts)}`).toBeLessThanOrEqual(INITIAL_JS_LIMIT_BYTES);
});

it('the build writes the brotli and gzip forms of its scripts beside them, the same script once unpacked', () => {
  for (const { file } of initialScripts('dist')) {
    const script = readFileSync(path.join('dist', file));
    expect(brotliDecompressSync(readFileSync(path.join('dist', `${file}.br`))).equals(script), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(path.join('dist', `${file}.gz`))).equals(script), `${file}.gz`).toBe(true);
  }
});
