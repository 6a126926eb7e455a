/** The server's root and the API index. */
export { homeRoutes } from './home.routes.js';
