/** The load balancer's probes. */
export { healthRoutes } from './health.routes.js';
