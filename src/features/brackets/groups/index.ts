// A round's groups (every format seeds into them) and their FFA results as stored.
export {
  countGroups,
  countReportedFfaMatches,
  type FfaResultRow,
  type GroupViewRow,
  insertGroups,
  listFfaResults,
  listGroupParticipants,
  listRoundGroups,
  listRoundParticipants,
  replaceFfaResults,
  setGroupSchedule,
} from './group.repository.js';
export {
  FfaResultBody,
  type FfaResultInput,
  FfaStandingLine,
  FfaStandings,
  GroupDetail,
  GroupItemSchema,
  GroupListQuery,
  GroupPage,
  GroupParams,
} from './group.schemas.js';
export {
  findGroupView,
  getAssignedDetails,
  getGroup,
  listAllRoundGroups,
  listGroups,
} from './group.service.js';
