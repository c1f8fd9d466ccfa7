import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Beside each built script and style sheet of 1 kB or more, its brotli (`.br`) and gzip (`.gz`)
 * forms: the server sends the one the browser accepts (@fastify/static `preCompressed`), so a
 * screen's JavaScript crosses the network at about a third of its size without compressing it on
 * every request.
 */
const compressAssets = (): Plugin => ({
  name: 'zaplecze-compress-assets',
  apply: 'build',
  writeBundle(options) {
    const assets = path.join(options.dir ?? 'dist', 'assets');
    for (const name of readdirSync(assets)) {
      if (!/\.(js|css|svg)$/.test(name)) continue;
      const file = path.join(assets, name);
      if (statSync(file).size < 1024) continue;
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

/**
 * Parts a list loads after its rows are shown (its saved views, its column chooser, its export, the
 * selected rows' actions): their own imports arrive as they load, rather than being listed for
 * preloading in the list's chunk, which the first rows wait for.
 */
const AFTER_FIRST_ROWS = /(^|\/)(ListViewsButton|ColumnsChooser|ExportMenu|BulkActions|ImportDialog)-[\w-]+\.js$/;

// The client is built into dist/ and served by the Fastify server at `/`.
// During `npm run dev:client` the API is proxied to a running server.
export default defineConfig({
  plugins: [react(), compressAssets()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2500,
    modulePreload: { resolveDependencies: (filename, deps) => (AFTER_FIRST_ROWS.test(filename) ? [] : deps) },
    // dist/.vite/manifest.json: the server reads the language chunks' names from it (server/clientPage.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports (and their imports), in one file rather than some fifty small ones
          // the browser would fetch six at a time. Screens and their libraries stay lazy chunks.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
