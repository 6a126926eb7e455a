/** The users feature's API: users found by external id, staff-made users, and the routes. */
export {
  createStaffUser,
  gameIdHolders,
  remapStaffUserGameId,
  renameStaffUser,
  staffExternalId,
} from './staff-user.service.js';
export type { PlayerHolder } from './staff-user.service.js';
export { userRoutes } from './user.routes.js';
export { UserExternalIdParams } from './user.schemas.js';
export { findUserByExternalId, findUserGameId, requireUser } from './user.service.js';
export type { UserTable } from './user.table.js';
