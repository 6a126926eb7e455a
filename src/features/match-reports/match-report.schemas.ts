import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID, EXAMPLE_USER } from '../../http/examples.js';
import {
  DateTime,
  ExternalUserId,
  HttpUrl,
  IntegerCode,
  Nullable,
  Page,
  PageQuery,
  Uuid,
} from '../../http/schemas.js';
import { DuelMatch, GameScore } from '../brackets/index.js';

const MAX_EVIDENCE_URLS = 5;
const MAX_AUTO_CONFIRM_MINUTES = 10_080; // a week

const REPORT_STATES = [
  'unreported',
  'pending',
  'disputed',
  'confirmed',
  'auto_confirmed',
  'resolved',
] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const OPEN_STATES: readonly ReportState[] = ['pending', 'disputed'];

const Side = IntegerCode({ 1: 'Participant1', 2: 'Participant2' }, 'The side of the match');

const Games = Type.Array(GameScore, {
  maxItems: 9,
  description: 'Games in play order; may be empty only with forfeitBy',
});
const ForfeitBy = IntegerCode(
  { 1: 'Participant1', 2: 'Participant2' },
  'The participant who forfeited and loses',
);

const SelfReportBodySchema = Type.Object(
  {
    games: Games,
    forfeitBy: Type.Optional(ForfeitBy),
    evidenceUrls: Type.Optional(
      Type.Array(HttpUrl(1000), {
        maxItems: MAX_EVIDENCE_URLS,
        uniqueItems: true,
        description: `Links to screenshots or recordings backing the score (http or https, at most ${MAX_EVIDENCE_URLS})`,
      }),
    ),
  },
  { additionalProperties: false },
);
export const SelfReportBody = Component('SelfReportRequest', SelfReportBodySchema, {
  games: [
    { participant1Score: 13, participant2Score: 9, mapName: 'Ascent' },
    { participant1Score: 13, participant2Score: 11, mapName: 'Bind' },
  ],
  evidenceUrls: ['https://cdn.example.com/screens/final-scoreboard.png'],
});
export type SelfReportInput = Static<typeof SelfReportBody>;

const SideReportSchema = Type.Object({
  side: Side,
  participantId: Uuid('The participant the report speaks for'),
  participantName: Nullable(Type.String()),
  reportedByExternalUserId: Type.String({
    description: 'The external id of the user who reported (the team owner, or the solo player)',
  }),
  games: Games,
  forfeitBy: Nullable(ForfeitBy),
  evidenceUrls: Type.Array(Type.String()),
  confirmed: Type.Boolean({
    description:
      "True when this side confirmed the other side's report instead of entering a score",
  }),
  reportedAt: DateTime(),
});
const SideReport = Component('SideReport', SideReportSchema);
export type SideReportView = Static<typeof SideReport>;

const MatchReportSchema = Type.Object({
  matchId: Uuid(),
  tournamentId: Uuid(),
  roundId: Uuid(),
  state: Type.Union(
    REPORT_STATES.map((s) => Type.Literal(s)),
    {
      description:
        'unreported: nobody reported a score yet; pending: one side reported, waiting for the other (the match is ongoing); disputed: the sides reported different scores, the organiser decides; confirmed: both sides agreed and the score applied; auto_confirmed: nobody answered within the delay and the score applied as reported; resolved: the organiser entered the score',
    },
  ),
  disputed: Type.Boolean({
    description: 'The sides reported different scores and no score applied yet',
  }),
  autoConfirmAt: Nullable(
    DateTime('When a pending report applies by itself if the other side has not answered'),
  ),
  reports: Type.Array(SideReport, { description: "Each side's latest report, by side" }),
  resolution: Nullable(
    Type.Object(
      {
        games: Games,
        forfeitBy: Nullable(ForfeitBy),
      },
      { description: 'The score the organiser entered; it wins over both reports' },
    ),
  ),
  settledAt: Nullable(DateTime('When a score applied')),
  updatedAt: DateTime(),
  match: DuelMatch,
});
export const MatchReport = Component('MatchReport', MatchReportSchema);
export type MatchReportView = Static<typeof MatchReport>;

export const MatchReportPage = Page('items', MatchReport);

export const ReportActorQuery = Type.Object({
  externalUserId: ExternalUserId(
    'External id of the user acting for their side: the team owner, or the player of a solo tournament',
    EXAMPLE_USER.owner,
  ),
});

export const MatchReportListQuery = Type.Object({
  tournamentId: Type.Optional(Uuid('Only this tournament', EXAMPLE_ID.tournament)),
  roundId: Type.Optional(Uuid('Only this round')),
  disputed: Type.Optional(
    Type.Boolean({
      description: 'true: only disputes (the dispute queue); false: only pending reports',
    }),
  ),
  ...PageQuery,
});
export type MatchReportListInput = Static<typeof MatchReportListQuery>;

const ReportSettingsSchema = Type.Object(
  {
    autoConfirmMinutes: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: MAX_AUTO_CONFIRM_MINUTES,
        description:
          'Minutes a reported score waits for the other side before it applies as reported; null: it waits for the other side or the organiser',
      }),
    ),
  },
  { additionalProperties: false },
);
export const ReportSettings = Component('MatchReportSettings', ReportSettingsSchema, {
  autoConfirmMinutes: 30,
});
export type ReportSettingsInput = Static<typeof ReportSettings>;
