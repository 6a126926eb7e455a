import { defineConfig } from 'vite';

// `<script src="https://HOST/embed.js" async>` on another site: one classic script (no module,
// no React), under a name that never changes, written next to the console's build (which runs
// first and empties the folder).
export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: '../dist/console',
    emptyOutDir: false,
    lib: {
      entry: `${import.meta.dirname}/src/embed/embed.ts`,
      name: 'TourneyEmbed',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
