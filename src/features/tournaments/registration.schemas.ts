import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID, EXAMPLE_USER } from '../../http/examples.js';
import {
  DateTime,
  ExternalUserId,
  IntegerCode,
  Nullable,
  Page,
  PageQuery,
  Uuid,
} from '../../http/schemas.js';

/** Registration `status`: see DESIGN.md, integer codes. */
export const REGISTRATION_STATUS = {
  PENDING: 1,
  APPROVED: 2,
  REJECTED: 3,
  WITHDRAWN: 4,
  WAITLISTED: 5,
} as const;
export const REGISTRATION_STATUS_NAMES: Record<number, string> = {
  1: 'Pending',
  2: 'Approved',
  3: 'Rejected',
  4: 'Withdrawn',
  5: 'Waitlisted',
};
/** Registrations that hold a place: they count towards `teamsJoinedCount` and `enrollmentLimit`. */
export const ACTIVE_REGISTRATION = [REGISTRATION_STATUS.PENDING, REGISTRATION_STATUS.APPROVED];
/** Registrations a team still has: a place, or a turn on the waitlist. It cannot register again. */
export const HELD_REGISTRATION = [...ACTIVE_REGISTRATION, REGISTRATION_STATUS.WAITLISTED];

export const PAYMENT_STATUS = {
  NOT_REQUIRED: 'NotRequired',
  PENDING: 'PendingPayment',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
} as const;

export const PARTICIPANT_TYPE = { TEAM: 1, USER: 2 } as const;

const RegistrationStatus = Component(
  'RegistrationStatus',
  IntegerCode(REGISTRATION_STATUS_NAMES, 'Registration status'),
);
const ParticipantType = Component(
  'ParticipantType',
  IntegerCode({ 1: 'Team', 2: 'User' }, 'Participant type'),
);
const PaymentStatusSchema = Type.Union(
  Object.values(PAYMENT_STATUS).map((s) => Type.Literal(s)),
  {
    description:
      'NotRequired (no entry fee), PendingPayment (payment details recorded, awaiting the organiser), Paid (confirmed by the organiser), Refunded',
  },
);
const PaymentStatus = Component('PaymentStatus', PaymentStatusSchema);

export const TeamRegistrationParams = Type.Object({
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
  teamId: Uuid('Team id', EXAMPLE_ID.team),
});
export const RegistrationParams = Type.Object({
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
  registrationId: Uuid('Registration id', EXAMPLE_ID.registration),
});

export const RegisterTeamQuery = Type.Object({
  externalUserId: Type.Optional(
    ExternalUserId(
      'External id of the user acting; when given, must be the team owner (else 403)',
      EXAMPLE_USER.owner,
    ),
  ),
});
export const WithdrawQuery = Type.Object({
  externalUserId: ExternalUserId('External id of the team owner', EXAMPLE_USER.owner),
});

const Payment = Component(
  'RegistrationPayment',
  Type.Object(
    {
      transactionId: Type.String({ minLength: 1, maxLength: 200 }),
      amount: Type.Number({ minimum: 0 }),
      currencyId: Uuid(),
      paymentMethod: Type.String({ minLength: 1, maxLength: 100 }),
    },
    {
      additionalProperties: false,
      description:
        'Required when the entry fee is above 0: amount and currencyId must equal the entry fee and its currency',
    },
  ),
);

const RegisterTeamBodySchema = Type.Object(
  {
    applicationMessage: Type.Optional(Type.String({ maxLength: 1000 })),
    password: Type.Optional(
      Type.String({ maxLength: 128, description: 'Required for password-protected tournaments' }),
    ),
    payment: Type.Optional(Payment),
  },
  { additionalProperties: false },
);
export const RegisterTeamBody = Component('RegisterTeamRequest', RegisterTeamBodySchema, {
  applicationMessage: 'We play EU evenings; our captain is player-1842.',
});
export type RegisterTeamInput = Static<typeof RegisterTeamBody>;

const ApproveBodySchema = Type.Object(
  {
    seed: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100000,
        description: 'Seed position, unique among approved registrations',
      }),
    ),
  },
  { additionalProperties: false },
);
export const ApproveBody = Component('ApproveRegistrationRequest', ApproveBodySchema, { seed: 1 });

export const RegistrationListQuery = Type.Object({
  status: Type.Optional(RegistrationStatus),
  ...PageQuery,
});

/** Additive fields (DESIGN.md, Competition) on both registration shapes. */
const CheckInFields = {
  checkedInAt: Nullable(
    DateTime('When the participant checked in; null when not checked in (or check-in is off)'),
  ),
  noShow: Type.Boolean({
    description:
      'True when check-in was on and the participant had not checked in when a round was generated: it was left out of the bracket',
  }),
  waitlistPosition: Nullable(
    Type.Integer({
      minimum: 1,
      description:
        'Place in the waitlist (1 is promoted next) while status is 5 Waitlisted; null otherwise',
    }),
  ),
};

/** Additive to both registration shapes: the status stays approved when a participant is disqualified. */
const DisqualificationFields = {
  disqualified: Type.Boolean({
    description:
      'The organiser disqualified the participant during the tournament: its remaining matches are forfeits',
  }),
  disqualifiedAt: Nullable(DateTime('When it was disqualified')),
};

/** The spec's Team registration result. */
const TeamRegistrationResultSchema = Type.Object({
  registrationId: Uuid(),
  tournamentId: Uuid(),
  tournamentName: Type.String(),
  participantId: Uuid(),
  participantType: ParticipantType,
  participantName: Type.String(),
  status: RegistrationStatus,
  entryFeePaid: Type.Number({
    description: 'Amount confirmed paid; 0 until the organiser confirms the payment',
  }),
  paymentStatus: PaymentStatus,
  ...CheckInFields,
  ...DisqualificationFields,
});
export const TeamRegistrationResult = Component(
  'TeamRegistrationResult',
  TeamRegistrationResultSchema,
);
export type TeamRegistrationResultView = Static<typeof TeamRegistrationResult>;

/** The organiser's view of a registration. */
const RegistrationItemSchema = Type.Object({
  registrationId: Uuid(),
  tournamentId: Uuid(),
  participantId: Uuid(),
  participantType: ParticipantType,
  participantName: Type.String(),
  status: RegistrationStatus,
  applicationMessage: Nullable(Type.String()),
  entryFeePaid: Type.Number(),
  paymentStatus: PaymentStatus,
  createdAt: DateTime(),
  seed: Nullable(Type.Integer()),
  ...CheckInFields,
  ...DisqualificationFields,
});
export const RegistrationItem = Component('Registration', RegistrationItemSchema);
export type RegistrationItemView = Static<typeof RegistrationItem>;
export const RegistrationPage = Page('items', RegistrationItem);

export const CheckInQuery = Type.Object({
  externalUserId: ExternalUserId(
    'External id of the user acting; must be a member of the team (else 403 NOT_TEAM_MEMBER)',
    EXAMPLE_USER.owner,
  ),
});
