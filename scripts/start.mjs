// `npm start`: builds the client and the server when they are missing or older than their
// sources, then runs the compiled server in this same process (so a signal to it reaches the
// server directly: no loader to pay for at every start, no child to leave behind).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const newestIn = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }, 0);
const olderThan = (built, sources) => !existsSync(built) || Math.max(...sources.map((s) => (statSync(s).isDirectory() ? newestIn(s) : statSync(s).mtimeMs))) > statSync(built).mtimeMs;

if (olderThan('dist/index.html', ['src', 'index.html'])) {
  console.log('Building the client…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
const server = 'dist-server/main.js';
if (olderThan(server, ['server', 'src/schemas', 'package-lock.json'])) {
  console.log('Building the server…');
  const { buildServer } = await import('./buildServer.mjs');
  await buildServer();
}
await import(pathToFileURL(path.resolve(server)).href);
