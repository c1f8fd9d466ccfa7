import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** How the tests and the bench start Chromium: headless, quiet, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium playwright-core drives (no browser is downloaded): `CHROMIUM_PATH`, else
 * `chromium` or `chromium-browser` on the PATH (Debian's package installs `/usr/bin/chromium`).
 */
export const findChromium = (env: NodeJS.ProcessEnv = process.env): string => {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.`);
    return env.CHROMIUM_PATH;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  throw new Error('No Chromium found for the browser tests: install it (apt-get install chromium) or set CHROMIUM_PATH to its executable.');
};

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};
