export * from './signature.js';
export * from './url-guard.js';
export { AddressRefusedError, pickCheckedAddress } from './guarded-dispatcher.js';
export * from './retry-policy.js';
export * from './deliver.js';
export { utf8Excerpt } from './utf8-excerpt.js';
