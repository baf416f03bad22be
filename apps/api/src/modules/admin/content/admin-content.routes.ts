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
  idParamsSchema,
  languageQuerySchema,
} from '@storefront/shared';
import { routeSchema } from '../../../platform/route-schema';
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
  const documented = routeSchema(tags);

  // ------------------------------------------------------------ pages

  app.get(
    adminPaths.pages,
    documented(
      'Content pages: slug, title in the caller’s language, published (sort, page, q)',
      { querystring: adminPageListQuerySchema },
      adminPageListResponseSchema,
    ),
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
    documented(
      'A page with its title and HTML in each language',
      { params: idParamsSchema, querystring: languageQuerySchema },
      adminPageResponseSchema,
    ),
    async (request) => ok(request.query.language, await pageDetail(app.db, request.params.id)),
  );

  app.post(
    adminPaths.pages,
    documented(
      'Create a page (slug unique, lower-case kebab; HTML sanitised on save)',
      { body: adminPageInputSchema },
      createdResponseSchema,
    ),
    async (request) => {
      const id = await createPage(app.db, request.body);
      await app.catalogCache.invalidate();
      return ok(request.body.language, { id }, 'saved');
    },
  );

  app.put(
    adminPaths.page(':id'),
    documented(
      'Update a page (every language at once); about, privacy and terms stay published',
      { params: idParamsSchema, body: adminPageInputSchema },
      adminPageResponseSchema,
    ),
    async (request) => {
      await savePage(app.db, request.params.id, request.body);
      await app.catalogCache.invalidate();
      return ok(request.body.language, await pageDetail(app.db, request.params.id), 'saved');
    },
  );

  app.delete(
    adminPaths.page(':id'),
    documented(
      'Delete a page; the storefront’s own pages (about, privacy, terms) answer 409',
      { params: idParamsSchema, querystring: languageQuerySchema },
      createdResponseSchema,
    ),
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
    documented(
      'Contact messages, newest first (filter handled yes/no; q on name, e-mail, subject)',
      { querystring: adminContactListQuerySchema },
      adminContactListResponseSchema,
    ),
    async (request) => {
      const { language, ...filter } = request.query;
      const { rows, total } = await listContactMessages(app.db, filter);
      return ok(language, toPage(rows.map(contactRow), total, filter));
    },
  );

  app.get(
    adminPaths.contactMessage(':id'),
    documented(
      'A contact message with its full text and who handled it',
      { params: idParamsSchema, querystring: languageQuerySchema },
      adminContactResponseSchema,
    ),
    async (request) => ok(request.query.language, await contactDetail(app.db, request.params.id)),
  );

  app.post(
    adminPaths.contactMessageHandled(':id'),
    documented(
      'Mark a message handled (recording who and when) or not handled',
      { params: idParamsSchema, body: adminContactHandledInputSchema },
      adminContactResponseSchema,
    ),
    async (request) => {
      const { user } = requireCaller(request);
      const { handled, language } = request.body;
      const message = await markContactMessage(app.db, request.params.id, handled, user.id);
      return ok(language, message, handled ? 'admin_message_handled' : 'admin_message_unhandled');
    },
  );
};
