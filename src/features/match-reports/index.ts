/** Results reported by the participants: the routes. */
export { matchReportRoutes } from './match-report.routes.js';
