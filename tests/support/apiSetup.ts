import { afterAll } from 'vitest';

// The API and browser files of a worker share one module cache and one process (vitest.config.ts: `isolate:
// false`). A file sets the environment its server reads (a mail key, the hosts mail may reach, a
// CA file, an SMTP address): after it, the environment is put back as it was before it, as a
// fresh worker would give the next file.
const before = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) {
    if (!(key in before)) delete process.env[key];
  }
  Object.assign(process.env, before);
});
