export * from './signature.js';
export * from './url-guard.js';
export * from './retry-policy.js';
export * from './deliver.js';
