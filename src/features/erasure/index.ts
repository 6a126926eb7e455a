/** The erasure of a person: above users, teams and tournaments, whose rows it rewrites. */
export { erasureRoutes } from './erasure.routes.js';
