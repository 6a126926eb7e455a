import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** In development, /t/{shareSlug} is the public page's HTML, as the server makes it in production. */
const publicPageInDev: Plugin = {
  name: 'public-page-in-dev',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = new URL(req.url ?? '/', 'http://dev');
      if (/^\/t\/[^/]+\/?$/.test(url.pathname)) req.url = `/console/public.html${url.search}`;
      next();
    });
  },
};

// The API process serves the build at /console (src/features/console-app) and the public
// tournament page (public.html) at /t/{shareSlug}; `npm run console:dev` serves both with hot
// reload and sends /api to a server on port 3000. The embed script has its own build
// (vite.embed.config.ts), since it must be one classic script under a stable name.
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [react(), publicPageInDev],
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
  server: {
    proxy: { '/api': 'http://localhost:3000', '^/t/[^/]+/stream': 'http://localhost:3000' },
  },
});
