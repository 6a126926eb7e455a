export { createWebhookWorker } from './worker.js';
export type { WebhookWorker, WebhookWorkerOptions, WorkerLogger } from './options.js';
