/** Webhook configurations: the signing secrets' box, and the routes. */
export { SecretBox } from './secrets/secret-box.js';
export { webhookRoutes } from './webhook.routes.js';
