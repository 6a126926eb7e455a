import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API process serves the build at /console (src/features/console-app) and the public
// tournament page (public.html) at /t/{shareSlug}; `npm run console:dev` serves both with hot
// reload and sends /api to a server on port 3000. The embed script has its own build
// (vite.embed.config.ts), since it must be one classic script under a stable name.
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: {
        console: `${import.meta.dirname}/index.html`,
        public: `${import.meta.dirname}/public.html`,
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/t/': 'http://localhost:3000' } },
});
