/** The console app's API: where its build lives, whether it is built, and its security policy. */
export {
  CONSOLE_BUILD_DIR,
  CONSOLE_PATH,
  consoleAppRoutes,
  consoleIsBuilt,
  cspLike,
} from './console-app.routes.js';
