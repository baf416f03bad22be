import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminPlaceCreatedResponseSchema,
  adminPlaceDoneResponseSchema,
  idParamsSchema,
  type Language,
} from '@storefront/shared';
import type { Database } from '../../db/client';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import { routeSchema } from '../../platform/route-schema';

/**
 * The back office's calls for one kind of record, the one way (issue 12 item 2): a paged list
 * (GET collection), create (POST collection, answers the id), a full edit (PUT record) and delete
 * (DELETE record, which the service refuses with 409 while something refers to it). Every write
 * runs `afterWrite` once its transaction has committed (the catalog cache, decision 009).
 */
export interface RecordCalls<
  Query extends z.ZodType<{ language: Language }>,
  Body extends z.ZodType,
  UpdateBody extends z.ZodType = Body,
> {
  tags: string[];
  collection: string;
  record: (id: string) => string;
  querystring: Query;
  listResponse: z.ZodType;
  body: Body;
  /** An edit's payload where it differs from a create's (a plan's company is fixed once made). */
  updateBody?: UpdateBody;
  summaries: { list: string; create: string; update: string; remove: string };
  /** The record's service (record-service.ts): each call runs on the app's database. */
  service: RecordService<z.output<Query>, z.output<Body>, z.output<UpdateBody>>;
  afterWrite: () => Promise<void>;
}

/** A back-office record's four calls, as its service exports them (`countryCalls`, …). */
export interface RecordService<Query, Body, UpdateBody = Body> {
  page: (db: Database, query: Query) => Promise<unknown>;
  create: (db: Database, body: Body, language: Language) => Promise<number>;
  update: (db: Database, id: number, body: UpdateBody, language: Language) => Promise<void>;
  remove: (db: Database, id: number) => Promise<void>;
}

export function recordRoutes<
  Query extends z.ZodType<{ language: Language }>,
  Body extends z.ZodType,
  UpdateBody extends z.ZodType = Body,
>(instance: FastifyInstance, calls: RecordCalls<Query, Body, UpdateBody>): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { summaries, service } = calls;
  const documented = routeSchema(calls.tags);

  app.get(
    calls.collection,
    documented(summaries.list, { querystring: calls.querystring }, calls.listResponse),
    async (request) => {
      const query = request.query as z.output<Query>;
      return ok(query.language, await service.page(app.db, query));
    },
  );

  app.post(
    calls.collection,
    documented(summaries.create, { body: calls.body }, adminPlaceCreatedResponseSchema),
    async (request) => {
      const language = requestLanguage(request);
      const id = await service.create(app.db, request.body as z.output<Body>, language);
      await calls.afterWrite();
      return ok(language, { id }, 'saved');
    },
  );

  app.put(
    calls.record(':id'),
    documented(
      summaries.update,
      { params: idParamsSchema, body: calls.updateBody ?? calls.body },
      adminPlaceDoneResponseSchema,
    ),
    async (request) => {
      const language = requestLanguage(request);
      await service.update(
        app.db,
        request.params.id,
        request.body as z.output<UpdateBody>,
        language,
      );
      await calls.afterWrite();
      return ok(language, null, 'saved');
    },
  );

  app.delete(
    calls.record(':id'),
    documented(summaries.remove, { params: idParamsSchema }, adminPlaceDoneResponseSchema),
    async (request) => {
      await service.remove(app.db, request.params.id);
      await calls.afterWrite();
      return ok(requestLanguage(request), null, 'deleted');
    },
  );
}
