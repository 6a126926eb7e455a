import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { tenantOf } from '../../http/auth.js';
import { done, ok } from '../../http/envelope.js';
import { cachedOk } from '../../http/read-cache.js';
import { EmptyEnvelope, Envelope } from '../../http/schemas.js';
import { circuitPublicationRoutes } from './circuit-publication.routes.js';
import { getCircuitStandings, standingsReadKeys } from './circuit-standings.service.js';
import {
  Circuit,
  CircuitListQuery,
  CircuitMemberParams,
  CircuitPage,
  CircuitParams,
  CircuitStandings,
  CreateCircuitBody,
  UpdateCircuitBody,
} from './circuit.schemas.js';
import * as circuits from './circuit.service.js';

const manage = { access: 'manage' as const };
const read = { access: 'read' as const };
const tags = ['circuits'];

const RULES =
  'Points table ranges must not overlap (400 naming the entry); stages are listed once each. See docs/circuits.md for how points, best N results, the minimum of events and ties work.';

// Drafts are the organiser's: integration keys see a circuit's published tournaments only.
const seesDrafts = (req: FastifyRequest) =>
  req.principal?.via === 'session' || (req.principal?.scopes.includes('manage') ?? false);

/** Circuits: the organiser's writes (`manage`) and everyone's reads of the tenant (`read`). */
export const circuitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/circuits',
    {
      config: manage,
      schema: {
        operationId: 'listCircuits',
        tags,
        summary: "List the tenant's circuits, newest first",
        querystring: CircuitListQuery,
        response: { 200: Envelope(CircuitPage) },
      },
    },
    async (req, reply) => ok(req, reply, await circuits.listCircuits(db, tenantOf(req), req.query)),
  );

  app.post(
    '/circuits',
    {
      config: manage,
      schema: {
        operationId: 'createCircuit',
        tags,
        summary: 'Create a circuit',
        description: `${RULES} A \`tournamentIds\` entry that names no tournament of the tenant (another tenant's included) is a 400 naming it.`,
        body: CreateCircuitBody,
        response: { 201: Envelope(Circuit) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await circuits.createCircuit(db, tenantOf(req), req.body),
            'Circuit created',
          ),
        ),
  );

  app.get(
    '/circuits/:circuitId',
    {
      config: read,
      schema: {
        operationId: 'getCircuit',
        tags,
        summary: 'A circuit: its rules and member tournaments',
        description:
          'Member tournaments in draft are listed for the `manage` scope and console sessions only.',
        params: CircuitParams,
        response: { 200: Envelope(Circuit) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await circuits.getCircuit(db, tenantOf(req), req.params.circuitId, {
          includeDrafts: seesDrafts(req),
        }),
      ),
  );

  app.put(
    '/circuits/:circuitId',
    {
      config: manage,
      schema: {
        operationId: 'updateCircuit',
        tags,
        summary: "Change a circuit's name, points table or rules",
        description: `Fields left out keep their value. Sends \`circuit.standings_updated\` (cause \`rules_changed\`). ${RULES}`,
        params: CircuitParams,
        body: UpdateCircuitBody,
        response: { 200: Envelope(Circuit) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await circuits.updateCircuit(db, tenantOf(req), req.params.circuitId, req.body),
        'Circuit updated',
      ),
  );

  app.delete(
    '/circuits/:circuitId',
    {
      config: manage,
      schema: {
        operationId: 'deleteCircuit',
        tags,
        summary: 'Delete a circuit (its tournaments stay)',
        params: CircuitParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (req, reply) => {
      await circuits.deleteCircuit(db, tenantOf(req), req.params.circuitId);
      return done(req, reply, 'Circuit deleted');
    },
  );

  app.put(
    '/circuits/:circuitId/tournaments/:tournamentId',
    {
      config: manage,
      schema: {
        operationId: 'addCircuitTournament',
        tags,
        summary: 'Add a tournament to the circuit',
        description:
          'A tournament of another tenant is a 404, like a missing one. Adding a member again changes nothing. Its places count once it is completed. Sends `circuit.standings_updated` (cause `members_changed`).',
        params: CircuitMemberParams,
        response: { 200: Envelope(Circuit) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await circuits.addTournament(
          db,
          tenantOf(req),
          req.params.circuitId,
          req.params.tournamentId,
        ),
        'Tournament added',
      ),
  );

  app.delete(
    '/circuits/:circuitId/tournaments/:tournamentId',
    {
      config: manage,
      schema: {
        operationId: 'removeCircuitTournament',
        tags,
        summary: 'Remove a tournament from the circuit',
        description:
          'A tournament that is not a member is a 404. Sends `circuit.standings_updated` (cause `members_changed`).',
        params: CircuitMemberParams,
        response: { 200: Envelope(Circuit) },
      },
    },
    async (req, reply) =>
      ok(
        req,
        reply,
        await circuits.removeTournament(
          db,
          tenantOf(req),
          req.params.circuitId,
          req.params.tournamentId,
        ),
        'Tournament removed',
      ),
  );

  app.get(
    '/circuits/:circuitId/standings',
    {
      config: read,
      schema: {
        operationId: 'getCircuitStandings',
        tags,
        summary: "The circuit's standings: points from its completed tournaments' final places",
        description:
          "Ranked lines first (rank shared on a full tie), then participants below `minEvents` (rank null). Participants are matched across tournaments by team id (solo: user id). Computed from the member tournaments' standings and cached until a result in one of them, or a change to the circuit.",
        params: CircuitParams,
        response: { 200: Envelope(CircuitStandings) },
      },
    },
    (req, reply) => {
      const tenantId = tenantOf(req);
      const { circuitId } = req.params;
      return cachedOk(req, reply, {
        keys: standingsReadKeys(db, tenantId, circuitId),
        load: () => getCircuitStandings(db, tenantId, circuitId),
      });
    },
  );

  await app.register(circuitPublicationRoutes);
};
