/**
 * The tenants feature's API. Its routes are mounted from their own files: they import the auth
 * hook (src/http/auth.ts), which reaches staff, which imports this file.
 */
export { secretsEqual } from './api-key.js';
export { frameAncestorsOf } from './embedding.service.js';
export { findTenant } from './tenant.service.js';
