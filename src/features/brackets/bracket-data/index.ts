// The bracket layout (a tournament detail's `bracketData`): rewritten by every write that makes
// or replaces rounds or matches, computed once where it was never stored.
export { computeMissingLayout, refreshBracketLayout } from './bracket-data.service.js';
