import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client is built into dist/ and served by the Fastify server at `/`.
// During `npm run dev:client` the API is proxied to a running server.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2500,
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
