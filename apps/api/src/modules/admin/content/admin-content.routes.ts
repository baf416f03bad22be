import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactHandledInputSchema,
  adminContactListQuerySchema,
  adminContactListResponseSchema,
  adminContactResponseSchema,
  adminCreatedSchema,
  adminPageInputSchema,
  adminPageListQuerySchema,
  adminPageListResponseSchema,
  adminPageResponseSchema,
  adminPaths,
  adminSettingsInputSchema,
  adminSettingsResponseSchema,
  envelope,
  errorResponses,
  idParamsSchema,
  languageQuerySchema,
} from '@storefront/shared';
import { ok } from '../../../platform/envelope';
import { requireCaller } from '../../../platform/identity';
import { toPage } from '../../catalog/catalog.mappers';
import { documentRoutes } from '../document-routes';
import { listContactMessages, listPages } from './admin-content.repository';
import {
  contactDetail,
  contactRow,
  createPage,
  isRequiredPage,
  markContactMessage,
  pageDetail,
  removePage,
  saveSettings,
  savePage,
  settingsDetail,
} from './admin-content.service';

const createdResponseSchema = envelope(adminCreatedSchema);

/**
 * Back office, content (issue 7 item 5): pages, the shop's settings and the contact messages.
 * The admin scope (admin.routes.ts) has already checked the role. Every write to pages or
 * settings empties the catalog cache after its transaction (decision 009), so /api/pages,
 * /api/site-info and the menu's prices show the change at once.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: content'];

  // ------------------------------------------------------------ pages

  app.get(
    adminPaths.pages,
    {
      schema: {
        tags,
        summary: 'Content pages: slug, title in the caller’s language, published (sort, page, q)',
        querystring: adminPageListQuerySchema,
        response: { 200: adminPageListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { language, ...filter } = request.query;
      const { rows, total } = await listPages(app.db, language, filter);
      const data = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title ?? '',
        is_published: row.isPublished,
        is_required: isRequiredPage(row.id),
        updated_at: row.updatedAt.toISOString(),
      }));
      return ok(language, toPage(data, total, filter));
    },
  );

  app.get(
    adminPaths.page(':id'),
    {
      schema: {
        tags,
        summary: 'A page with its title and HTML in each language',
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: adminPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(request.query.language, await pageDetail(app.db, request.params.id)),
  );

  app.post(
    adminPaths.pages,
    {
      schema: {
        tags,
        summary: 'Create a page (slug unique, lower-case kebab; HTML sanitised on save)',
        body: adminPageInputSchema,
        response: { 200: createdResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = await createPage(app.db, request.body);
      await app.catalogCache.invalidate();
      return ok(request.body.language, { id }, 'saved');
    },
  );

  app.put(
    adminPaths.page(':id'),
    {
      schema: {
        tags,
        summary: 'Update a page (every language at once); about, privacy and terms stay published',
        params: idParamsSchema,
        body: adminPageInputSchema,
        response: { 200: adminPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await savePage(app.db, request.params.id, request.body);
      await app.catalogCache.invalidate();
      return ok(request.body.language, await pageDetail(app.db, request.params.id), 'saved');
    },
  );

  app.delete(
    adminPaths.page(':id'),
    {
      schema: {
        tags,
        summary: 'Delete a page; the storefront’s own pages (about, privacy, terms) answer 409',
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: createdResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await removePage(app.db, request.params.id);
      await app.catalogCache.invalidate();
      return ok(request.query.language, { id: request.params.id }, 'deleted');
    },
  );

  // ------------------------------------------------------------ settings

  documentRoutes(app, {
    tags,
    path: adminPaths.settings,
    summaries: {
      read: 'Site data in each language, e-mail, phone, currency, VAT rate, shipping fee',
      save: 'Save every setting; VAT (percent) and shipping (major units) reach every cart at once',
    },
    body: adminSettingsInputSchema,
    response: adminSettingsResponseSchema,
    read: () => settingsDetail(app.db),
    save: (body) => saveSettings(app.db, body),
    saved: 'saved',
  });

  // ------------------------------------------------------------ contact messages

  app.get(
    adminPaths.contactMessages,
    {
      schema: {
        tags,
        summary:
          'Contact messages, newest first (filter handled yes/no; q on name, e-mail, subject)',
        querystring: adminContactListQuerySchema,
        response: { 200: adminContactListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { language, ...filter } = request.query;
      const { rows, total } = await listContactMessages(app.db, filter);
      return ok(language, toPage(rows.map(contactRow), total, filter));
    },
  );

  app.get(
    adminPaths.contactMessage(':id'),
    {
      schema: {
        tags,
        summary: 'A contact message with its full text and who handled it',
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: adminContactResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(request.query.language, await contactDetail(app.db, request.params.id)),
  );

  app.post(
    adminPaths.contactMessageHandled(':id'),
    {
      schema: {
        tags,
        summary: 'Mark a message handled (recording who and when) or not handled',
        params: idParamsSchema,
        body: adminContactHandledInputSchema,
        response: { 200: adminContactResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      const { handled, language } = request.body;
      const message = await markContactMessage(app.db, request.params.id, handled, user.id);
      return ok(language, message, handled ? 'admin_message_handled' : 'admin_message_unhandled');
    },
  );
};
