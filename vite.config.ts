import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client is built into dist/ and served by the Fastify server at `/`.
// During `npm run dev:client` the API is proxied to a running server.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2500,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
