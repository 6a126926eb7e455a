import { describe, expect, it } from 'vitest';
import { reporterText } from './report-text';

describe('reporterText', () => {
  it('names the reporter by external id, and an erased one as "Deleted player"', () => {
    expect(reporterText({ reportedByExternalUserId: 'player-1842' })).toBe('player-1842');
    expect(reporterText({ reportedByExternalUserId: '' })).toBe('Deleted player');
  });
});
