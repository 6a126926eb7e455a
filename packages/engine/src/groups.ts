import { EngineError } from './errors.js';
import { assertUniqueIds } from './seeding.js';
import type { ParticipantId } from './types.js';

export interface GroupSplitOptions {
  maxParticipants: number;
  /** Defaults to ceil(n / maxParticipants). */
  numberOfGroups?: number;
}

export interface ParticipantGroup {
  /** 1-based; the caller names groups (e.g. "Group A"). */
  groupNumber: number;
  /** Seed order within the group. */
  participantIds: ParticipantId[];
}

/**
 * Serpentine split: seeds 1..g go to groups 1..g, the next g seeds to groups g..1, and so on,
 * so group strength is balanced. Sizes differ by at most one, larger groups first (10 with a
 * maximum of 4 gives 4, 3, 3).
 */
export function splitIntoGroups(
  seededIds: readonly ParticipantId[],
  options: GroupSplitOptions,
): ParticipantGroup[] {
  assertUniqueIds(seededIds);
  const { maxParticipants } = options;
  if (!Number.isInteger(maxParticipants) || maxParticipants < 1) {
    throw new EngineError('INVALID_GROUP_SETTINGS', 'maxParticipants must be a positive integer.');
  }
  if (seededIds.length === 0) {
    throw new EngineError('NOT_ENOUGH_PARTICIPANTS', 'There is nobody to put into groups.');
  }
  const groupCount = options.numberOfGroups ?? Math.ceil(seededIds.length / maxParticipants);
  assertGroupCount(groupCount, seededIds.length, maxParticipants);
  const groups = Array.from({ length: groupCount }, (_, index) => ({
    groupNumber: index + 1,
    participantIds: [] as ParticipantId[],
  }));
  const capacities = groupSizes(seededIds.length, groupCount);
  const order = serpentine(groupCount);
  for (const id of seededIds) {
    let groupIndex = order.next();
    // Full groups are skipped so that the larger groups are always the first ones.
    while ((groups[groupIndex]?.participantIds.length ?? 0) >= (capacities[groupIndex] ?? 0)) {
      groupIndex = order.next();
    }
    groups[groupIndex]?.participantIds.push(id);
  }
  return groups;
}

/** The first `n % groupCount` groups take one extra participant. */
function groupSizes(participantCount: number, groupCount: number): number[] {
  const base = Math.floor(participantCount / groupCount);
  const larger = participantCount % groupCount;
  return Array.from({ length: groupCount }, (_, index) => base + (index < larger ? 1 : 0));
}

/** Group indexes 0, 1, …, g-1, g-1, …, 0, 0, 1, … forever. */
function serpentine(groupCount: number): { next: () => number } {
  let position = 0;
  return {
    next: () => {
      const row = Math.floor(position / groupCount);
      const column = position % groupCount;
      position++;
      return row % 2 === 0 ? column : groupCount - 1 - column;
    },
  };
}

function assertGroupCount(groupCount: number, participantCount: number, max: number): void {
  if (!Number.isInteger(groupCount) || groupCount < 1) {
    throw new EngineError('INVALID_GROUP_SETTINGS', 'numberOfGroups must be a positive integer.');
  }
  if (groupCount > participantCount) {
    throw new EngineError(
      'INVALID_GROUP_SETTINGS',
      `${groupCount} groups cannot be filled by ${participantCount} participants.`,
    );
  }
  if (Math.ceil(participantCount / groupCount) > max) {
    throw new EngineError(
      'INVALID_GROUP_SETTINGS',
      `${participantCount} participants do not fit into ${groupCount} groups of at most ${max}.`,
    );
  }
}
