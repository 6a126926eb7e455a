/** OpenSkill ratings per player per game: the routes, and the rating of a result and the seeding by rating that brackets use. */
export { ratingRoutes } from './rating.routes.js';
export { rateDuelResult, rateFfaResult } from './rating.service.js';
export type { StoredDuel } from './outcome.repository.js';
export { idsByRating } from './rating-read.service.js';
