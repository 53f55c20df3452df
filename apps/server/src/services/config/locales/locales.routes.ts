import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchNameListSchema,
  countrySchema,
  errorEnvelopeSchema,
  localeListSchema,
  localeParams,
  localeSchema,
  moduleConfigSchema,
  moduleParams,
} from '@congregate/contracts';
import { z } from 'zod';
import { AppError, notFound } from '../../../lib/errors.ts';
import { safeEqual } from '../../../lib/tokens.ts';
import { findLocale, findModuleConfig, listBatchNames, listLocales } from './locales.repository.ts';

const countriesPath = path.resolve(import.meta.dirname, '../../../assets/countries.json');
const countryList = z.array(countrySchema).parse(JSON.parse(readFileSync(countriesPath, 'utf8')));
const unauthorized = { 401: errorEnvelopeSchema };

/** The configuration service, under `/api/v1/config/`. Every call but the country list needs the config token. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/assets/data/country_json_view.json',
    {
      schema: {
        tags: ['config'],
        summary: 'Countries: ISO 3166 code, name, calling code (no auth)',
        response: { 200: z.array(countrySchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return countryList;
    },
  );

  // Everything registered after this hook needs `Authorization: Bearer <CONFIG_TOKEN>`.
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match || !safeEqual(match[1]!, config.configToken)) {
        throw new AppError('unauthenticated', 'The configuration token is missing or wrong');
      }
    });
    const typed = guarded.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/locales/all',
      {
        schema: { tags: ['config'], summary: 'All locales', response: { 200: localeListSchema, ...unauthorized } },
      },
      async () => listLocales(db),
    );

    typed.get(
      '/locales/:locale',
      {
        schema: {
          tags: ['config'],
          summary: 'One locale: country, time zone, currency, language, address, service schedule',
          params: localeParams,
          response: { 200: localeSchema, 404: errorEnvelopeSchema, ...unauthorized },
        },
      },
      async (request) => (await findLocale(db, request.params.locale)) ?? Promise.reject(notFound('The locale')),
    );

    typed.get(
      '/batch-names',
      {
        schema: { tags: ['config'], summary: 'Batch names', response: { 200: batchNameListSchema, ...unauthorized } },
      },
      async () => listBatchNames(db),
    );

    typed.get(
      '/:module',
      {
        schema: {
          tags: ['config'],
          summary: 'Configuration of one client module',
          params: moduleParams,
          response: { 200: moduleConfigSchema, 404: errorEnvelopeSchema, ...unauthorized },
        },
      },
      async (request) =>
        (await findModuleConfig(db, request.params.module)) ??
        Promise.reject(notFound(`Configuration for module "${request.params.module}"`)),
    );
  });
};
