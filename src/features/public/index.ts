/** The public pages: their routes, and the published tournament behind a page or a stream. */
export { publicPageRoutes } from './public-page.routes.js';
export { findPublishedTournament } from './public-tournament.service.js';
export { publicRoutes } from './public.routes.js';
