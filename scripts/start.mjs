// `npm start`: builds the client when it is missing or older than its sources, then runs the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const newestIn = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }, 0);

const built = 'dist/index.html';
if (!existsSync(built) || newestIn('src') > statSync(built).mtimeMs || statSync('index.html').mtimeMs > statSync(built).mtimeMs) {
  console.log('Building the client…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
register();
await import('../server/main.ts');
