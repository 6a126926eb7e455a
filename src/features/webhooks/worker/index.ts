export {
  createWebhookWorker,
  LEASE_MS,
  type Clock,
  type RoundSummary,
  type WebhookWorker,
  type WebhookWorkerOptions,
  type WorkerLogger,
} from './worker.js';
