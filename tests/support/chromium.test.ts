import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium } from './chromium';

describe('findChromium', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-chromium-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const executable = (dir: string, name: string, mode = 0o755) => {
    mkdirSync(path.join(root, dir), { recursive: true });
    const file = path.join(root, dir, name);
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, mode);
    return file;
  };

  it('takes CHROMIUM_PATH first, then chromium or chromium-browser on the PATH, in PATH order', () => {
    const own = executable('own', 'my-chrome');
    const browser = executable('a', 'chromium-browser');
    const plain = executable('b', 'chromium');
    const PATH = [path.join(root, 'empty'), path.join(root, 'a'), path.join(root, 'b')].join(path.delimiter);
    expect(findChromium({ CHROMIUM_PATH: own, PATH })).toBe(own);
    expect(findChromium({ PATH })).toBe(browser);
    expect(findChromium({ PATH: path.join(root, 'b') })).toBe(plain);
  });

  it('says what to do when there is none, or CHROMIUM_PATH is not an executable', () => {
    const notExecutable = executable('c', 'chromium', 0o644);
    expect(() => findChromium({ PATH: path.join(root, 'c') })).toThrow('No Chromium found for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH to its executable.');
    expect(() => findChromium({ PATH: '' })).toThrow(/No Chromium found/);
    expect(() => findChromium({ CHROMIUM_PATH: notExecutable, PATH: '' })).toThrow(`CHROMIUM_PATH=${notExecutable} is not an executable file.`);
    expect(() => findChromium({ CHROMIUM_PATH: root, PATH: '' })).toThrow(/is not an executable file/);
  });
});
