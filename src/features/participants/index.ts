/** Participants added by staff, singly or from CSV: the routes. */
export { participantRoutes } from './participant.routes.js';
