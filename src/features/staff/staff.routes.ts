import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { tenantOf } from '../../http/auth.js';
import { done, ok } from '../../http/envelope.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { EmptyEnvelope, Envelope, Uuid } from '../../http/schemas.js';
import { originOf } from './session-cookie.js';
import {
  CreateInvitationBody,
  InvitationIdParams,
  StaffIdParams,
  StaffInvitation,
  StaffMember,
  UpdateStaffBody,
} from './staff.schemas.js';
import * as service from './staff.service.js';

const tags = ['staff'];
const owner = { access: 'staff' as const };
const security = [{ consoleSession: [] }];

/** A tenant's staff and invitations, for its owners; and the operator's first invitation. */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/staff',
    {
      config: owner,
      schema: {
        operationId: 'listStaff',
        tags,
        security,
        summary: "The tenant's staff members (owner)",
        response: { 200: Envelope(Type.Array(StaffMember)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listStaff(db, tenantOf(req))),
  );

  app.put(
    '/staff/:staffId',
    {
      config: owner,
      schema: {
        operationId: 'updateStaffMember',
        tags,
        security,
        summary: "Change a member's role; their sessions end (409 LAST_OWNER)",
        params: StaffIdParams,
        body: UpdateStaffBody,
        response: { 200: Envelope(StaffMember) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await service.changeRole(db, tenantOf(req), req.params.staffId, req.body.role),
        'Role changed',
      ),
  );

  app.delete(
    '/staff/:staffId',
    {
      config: owner,
      schema: {
        operationId: 'removeStaffMember',
        tags,
        security,
        summary: 'Remove a staff member; their sessions end (409 LAST_OWNER)',
        params: StaffIdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.removeMember(db, tenantOf(req), req.params.staffId);
      return done(req, reply, 'Staff member removed');
    },
  );

  app.post(
    '/staff/invitations',
    {
      config: owner,
      schema: {
        operationId: 'inviteStaffMember',
        tags,
        security,
        summary: 'Invite someone to the staff: the answer holds the one-time link (7 days)',
        body: CreateInvitationBody,
        response: { 201: Envelope(StaffInvitation) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await service.invite(db, tenantOf(req), req.body, originOf(req)),
            'Invitation created',
          ),
        ),
  );

  app.get(
    '/staff/invitations',
    {
      config: owner,
      schema: {
        operationId: 'listStaffInvitations',
        tags,
        security,
        summary: 'Pending invitations (never their tokens)',
        response: { 200: Envelope(Type.Array(StaffInvitation)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listInvitations(db, tenantOf(req))),
  );

  app.delete(
    '/staff/invitations/:invitationId',
    {
      config: owner,
      schema: {
        operationId: 'revokeStaffInvitation',
        tags,
        security,
        summary: 'Revoke a pending invitation',
        params: InvitationIdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await service.revokeInvitation(db, tenantOf(req), req.params.invitationId);
      return done(req, reply, 'Invitation revoked');
    },
  );

  app.post(
    '/admin/tenants/:tenantId/staff-invitations',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'inviteTenantStaffMember',
        tags: ['operator'],
        security: [{ adminToken: [] }],
        summary: "Invite a tenant's staff member, e.g. its first owner (the link is in the answer)",
        params: Type.Object({ tenantId: Uuid('Tenant id', EXAMPLE_ID.tenant) }),
        body: CreateInvitationBody,
        response: { 201: Envelope(StaffInvitation) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await service.invite(db, req.params.tenantId, req.body, originOf(req)),
            'Invitation created',
          ),
        ),
  );
};
