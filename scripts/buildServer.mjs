// Compiles the server (server/main.ts and what it imports from server/ and src/schemas) into one
// ES module, `dist-server/main.js`; packages stay in node_modules.
import { build } from 'esbuild';

export const buildServer = () =>
  build({
    entryPoints: ['server/main.ts'],
    outfile: 'dist-server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
