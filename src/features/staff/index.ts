/** Staff accounts: the request's origin as the console sees it, and the routes. */
export { consoleRoutes } from './console.routes.js';
export { originOf } from './session-cookie.js';
export { staffRoutes } from './staff.routes.js';
