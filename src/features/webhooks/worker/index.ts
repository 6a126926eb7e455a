export { createWebhookWorker, LEASE_MS } from './worker.js';
export type {
  Clock,
  RoundSummary,
  WebhookWorker,
  WebhookWorkerOptions,
  WorkerLogger,
} from './options.js';
