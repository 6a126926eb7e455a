import { Type } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { DateTime, Nullable, SECRET, Uuid } from '../../http/schemas.js';

export const EXAMPLE_STAFF = {
  email: 'owner@example.com',
  password: 'correct horse battery',
  invitationToken: 'sinv_T3duZXJJbnZpdGF0aW9uVG9rZW4',
} as const;

const StaffRole = Component(
  'StaffRole',
  Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('organiser')], {
    description: 'owner: everything; admin: also keys and webhooks; organiser: tournaments',
  }),
);

const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;

const Email = () => Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const Password = (description: string) =>
  Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description });

const StaffSignIn = Type.Object(
  {
    email: Email(),
    // Any length here: the rules apply when a password is set, not when one is tried.
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    tenantId: Type.Optional(
      Uuid('Which tenant, when the same email and password open accounts in several'),
    ),
  },
  { additionalProperties: false },
);
const OperatorSignIn = Type.Object(
  { adminToken: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export const SignInBody = Component(
  'ConsoleSignInRequest',
  Type.Union([StaffSignIn, OperatorSignIn], {
    description: "A staff member's email and password, or the operator's ADMIN_TOKEN",
  }),
  { email: EXAMPLE_STAFF.email, password: EXAMPLE_STAFF.password },
);

const SessionStaff = Type.Object({
  id: Uuid(),
  email: Type.String(),
  role: StaffRole,
  tenantId: Uuid(),
  tenantName: Type.String(),
});

export const ConsoleMe = Component(
  'ConsoleMe',
  Type.Object({
    kind: Type.Union([Type.Literal('staff'), Type.Literal('operator')]),
    csrfToken: Type.String({
      description: 'Send it as X-CSRF-Token on every state-changing request of this session',
      ...SECRET,
    }),
    expiresAt: DateTime('When the session ends unless used (idle 12 h, at most 7 days)'),
    staff: Nullable(SessionStaff),
  }),
);

export const ChangePasswordBody = Component(
  'ChangePasswordRequest',
  Type.Object(
    {
      currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
      newPassword: Password('10 to 200 characters'),
    },
    { additionalProperties: false },
  ),
  { currentPassword: EXAMPLE_STAFF.password, newPassword: 'a much longer passphrase' },
);

export const InvitationToken = Type.String({
  minLength: 1,
  maxLength: 128,
  examples: [EXAMPLE_STAFF.invitationToken],
});

export const InvitationPreview = Component(
  'StaffInvitationPreview',
  Type.Object({
    email: Type.String(),
    role: StaffRole,
    tenantName: Type.String(),
    expiresAt: DateTime(),
  }),
);

export const AcceptInvitationBody = Component(
  'AcceptStaffInvitationRequest',
  Type.Object(
    { token: InvitationToken, password: Password('10 to 200 characters') },
    { additionalProperties: false },
  ),
  { token: EXAMPLE_STAFF.invitationToken, password: EXAMPLE_STAFF.password },
);

export const StaffMember = Component(
  'StaffMember',
  Type.Object({
    id: Uuid(),
    email: Type.String(),
    role: StaffRole,
    createdAt: DateTime(),
    lastSignInAt: Nullable(DateTime()),
  }),
);

export const UpdateStaffBody = Component(
  'UpdateStaffMemberRequest',
  Type.Object({ role: StaffRole }, { additionalProperties: false }),
  { role: 'admin' },
);

export const CreateInvitationBody = Component(
  'CreateStaffInvitationRequest',
  Type.Object({ email: Email(), role: StaffRole }, { additionalProperties: false }),
  { email: 'organiser@example.com', role: 'organiser' },
);

export const StaffInvitation = Component(
  'StaffInvitation',
  Type.Object({
    id: Uuid(),
    email: Type.String(),
    role: StaffRole,
    expiresAt: DateTime(),
    createdAt: DateTime(),
    token: Type.Optional(
      Type.String({ description: 'Only in the answer that creates it', ...SECRET }),
    ),
    acceptUrl: Type.Optional(
      Type.String({
        description:
          'The link to hand over (it holds the token); only in the answer that creates it',
        ...SECRET,
      }),
    ),
  }),
);

export const StaffIdParams = Type.Object({ staffId: Uuid('Staff member id', EXAMPLE_ID.staff) });
export const InvitationIdParams = Type.Object({
  invitationId: Uuid('Invitation id', EXAMPLE_ID.staffInvitation),
});
