/** One tenant's export and import: the routes. */
export { tenantArchiveRoutes } from './tenant-archive.routes.js';
