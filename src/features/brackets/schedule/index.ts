// When matches and groups are played: set by hand or planned for a round.
export { AutoScheduleBody, RoundSchedule, SetScheduleBody } from './schedule.schemas.js';
export { autoScheduleRound, scheduleGroup, scheduleMatch } from './schedule.service.js';
