import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API process serves the build at /console (src/features/console-app); `npm run console:dev`
// serves it with hot reload and sends /api to a server on port 3000.
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
