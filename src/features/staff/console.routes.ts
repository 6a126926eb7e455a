import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sessionOf } from '../../http/auth.js';
import { throttleAddressOf } from '../../http/client-address.js';
import { done, ok } from '../../http/envelope.js';
import { EmptyEnvelope, Envelope } from '../../http/schemas.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { consoleMe, endSession, endSessionsOf } from './session.service.js';
import {
  AcceptInvitationBody,
  ChangePasswordBody,
  ConsoleMe,
  InvitationPreview,
  InvitationToken,
  SignInBody,
} from './staff.schemas.js';
import * as service from './staff.service.js';
import { forbidden } from '../../errors.js';

const tags = ['console'];
const publicRoute = { access: 'public' as const };
const sessionRoute = { access: 'session' as const };
const noSecurity: Record<string, string[]>[] = [];
const sessionSecurity = [{ consoleSession: [] }];

/** Sign-in, the session itself, and invitations: what the console needs before anything else. */
export const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;
  const { adminToken } = app.deps.config;

  app.post(
    '/console/session',
    {
      config: publicRoute,
      schema: {
        operationId: 'signIn',
        tags,
        security: noSecurity,
        summary:
          'Sign in to the console (sets the session cookie). 401 for a wrong email or password alike; 409 TENANT_REQUIRED lists the tenants to choose from',
        body: SignInBody,
        response: { 200: Envelope(ConsoleMe) },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const throttled = { address: throttleAddressOf(req), log: req.log };
      const opened =
        'adminToken' in body
          ? await service.signInOperator(db, body.adminToken, adminToken, throttled)
          : await service.signIn(db, body, throttled);
      setSessionCookie(req, reply, opened.token);
      return ok(req, reply, consoleMe(opened.session), 'Signed in');
    },
  );

  app.get(
    '/console/me',
    {
      config: sessionRoute,
      schema: {
        operationId: 'getConsoleMe',
        tags,
        security: sessionSecurity,
        summary: 'The signed-in staff member or operator, and the CSRF token of the session',
        response: { 200: Envelope(ConsoleMe) },
      },
    },
    async (req, reply) => ok(req, reply, consoleMe(sessionOf(req))),
  );

  app.delete(
    '/console/session',
    {
      config: sessionRoute,
      schema: {
        operationId: 'signOut',
        tags,
        security: sessionSecurity,
        summary: 'Sign out: ends this session and clears the cookie',
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await endSession(db, sessionOf(req).id);
      clearSessionCookie(req, reply);
      return done(req, reply, 'Signed out');
    },
  );

  app.delete(
    '/console/sessions',
    {
      config: sessionRoute,
      schema: {
        operationId: 'signOutEverywhere',
        tags,
        security: sessionSecurity,
        summary: 'Sign out everywhere: ends every session of the signed-in staff member',
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      const { staff } = sessionOf(req);
      if (!staff) throw forbidden("The operator's sessions end when ADMIN_TOKEN changes");
      await endSessionsOf(db, staff.id);
      clearSessionCookie(req, reply);
      return done(req, reply, 'Signed out everywhere');
    },
  );

  app.put(
    '/console/me/password',
    {
      config: sessionRoute,
      schema: {
        operationId: 'changeOwnPassword',
        tags,
        security: sessionSecurity,
        summary: "Change one's password; the member's other sessions end",
        body: ChangePasswordBody,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      const { currentPassword, newPassword } = req.body;
      await service.changePassword(db, sessionOf(req), currentPassword, newPassword);
      return done(req, reply, 'Password changed');
    },
  );

  app.get(
    '/console/invitations/:token',
    {
      config: publicRoute,
      schema: {
        operationId: 'previewStaffInvitation',
        tags,
        security: noSecurity,
        summary: 'What an invitation offers (404 when unknown, used, revoked or expired)',
        params: Type.Object({ token: InvitationToken }),
        response: { 200: Envelope(InvitationPreview) },
      },
    },
    async (req, reply) => ok(req, reply, await service.previewInvitation(db, req.params.token)),
  );

  app.post(
    '/console/invitations/accept',
    {
      config: publicRoute,
      schema: {
        operationId: 'acceptStaffInvitation',
        tags,
        security: noSecurity,
        summary: 'Accept an invitation: creates the staff member with this password and signs in',
        body: AcceptInvitationBody,
        response: { 201: Envelope(ConsoleMe) },
      },
    },
    async (req, reply) => {
      const opened = await service.acceptInvitation(db, req.body.token, req.body.password);
      setSessionCookie(req, reply, opened.token);
      return reply.code(201).send(ok(req, reply, consoleMe(opened.session), 'Welcome'));
    },
  );
};
