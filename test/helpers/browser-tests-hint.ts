import { existsSync } from 'node:fs';

/**
 * The browser scenarios are not part of this suite; when this machine has no browser for them,
 * the run ends with one line saying how to get one.
 */
export default function browserTestsHint() {
  return () => {
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(chromium)) {
      console.log(
        `Browser tests not run: no chromium at ${chromium}; install it (apt-get install chromium) or set CHROMIUM_PATH, then run npm run test:e2e`,
      );
    }
  };
}
