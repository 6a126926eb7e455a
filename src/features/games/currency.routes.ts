import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../http/envelope.js';
import { Envelope } from '../../http/schemas.js';
import {
  CreateCurrencyBody,
  Currency,
  CurrencyListQuery,
  CurrencyPage,
} from './currency.schemas.js';
import * as service from './currency.service.js';

const config = { access: 'admin' as const };
const tags = ['operator'];
const security = [{ adminToken: [] }];

/**
 * Platform-wide currencies for entry fees and prizes: the operator manages them, tenants read
 * them to price their tournaments.
 */
export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.database.db;

  app.post(
    '/admin/currencies',
    {
      config,
      schema: {
        operationId: 'createCurrency',
        tags,
        security,
        summary: 'Add a currency (409 CURRENCY_EXISTS when the code is taken)',
        body: CreateCurrencyBody,
        response: { 201: Envelope(Currency) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(req, reply, await service.createCurrency(db, req.body), 'Currency created')),
  );

  app.get(
    '/admin/currencies',
    {
      config,
      schema: {
        operationId: 'listOperatorCurrencies',
        tags,
        security,
        summary: 'List currencies by code',
        response: { 200: Envelope(Type.Array(Currency)) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listCurrencies(db)),
  );

  app.get(
    '/currencies',
    {
      schema: {
        tags: ['currencies'],
        operationId: 'listCurrencies',
        summary: 'List currencies, ordered by code',
        querystring: CurrencyListQuery,
        response: { 200: Envelope(CurrencyPage) },
      },
    },
    async (req, reply) => ok(req, reply, await service.listCurrencyPage(db, req.query)),
  );
};
