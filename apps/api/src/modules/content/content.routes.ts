import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  contactRequestSchema,
  contactResponseSchema,
  idParamsSchema,
  languageQuerySchema,
  pageResponseSchema,
  type ContactRequest,
} from '@storefront/shared';
import { routeSchema } from '../../platform/route-schema';
import { cachedCatalogAnswer, sendJson } from '../../platform/catalog-answer';
import { ok } from '../../platform/envelope';
import { NotFoundError } from '../../platform/errors';
import { clientAddress } from '../../platform/rate-limit';
import { contactMail } from './contact-mail';
import { findPublishedPage, findSiteEmail, insertContactMessage } from './content.repository';

/** Content pages (about, privacy, terms) and the contact form (spec §7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = routeSchema(['content']);

  app.get(
    apiPaths.page(':id'),
    documented(
      'A content page: 1 about, 3 privacy, 4 terms (spec §7 GET /pages/{id})',
      { params: idParamsSchema, querystring: languageQuerySchema },
      pageResponseSchema,
    ),
    async (request, reply) => {
      const { language } = request.query;
      const { id } = request.params;
      // A missing page is cached too (as null): probing unknown ids costs no query each time.
      const key = `page:${id}:${language}`;
      const body = await cachedCatalogAnswer(app, key, pageResponseSchema, language, async () => {
        const row = await findPublishedPage(app.db, id, language);
        return row
          ? {
              id: row.id,
              slug: row.slug,
              meta_title: row.metaTitle ?? '',
              page_content: row.pageContent ?? '',
              updated_at: row.updatedAt.toISOString(),
            }
          : null;
      });
      if (body === null) throw new NotFoundError('page_not_found');
      return sendJson(reply, body);
    },
  );

  app.post(
    apiPaths.contactUs,
    {
      // DESIGN §4: contact is rate limited per address (before validation, so malformed
      // attempts count too; after parsing, so the 429 is in the body's language) and per e-mail
      // (once the body is validated, so the key is a well-formed address).
      preValidation: app.rateLimitHook('contactPerIp', clientAddress),
      preHandler: app.rateLimitHook('contactPerEmail', (request) =>
        (request.body as ContactRequest).email.trim().toLowerCase(),
      ),
      ...documented(
        'Send a message to the shop (spec §7 POST /contact-us)',
        { body: contactRequestSchema },
        contactResponseSchema,
      ),
    },
    async (request) => {
      const { language, ...fields } = request.body;
      const to = app.config.ADMIN_EMAIL ?? (await findSiteEmail(app.db));
      // The message and its mail to the shop are stored together; operators also read stored
      // messages in the back office, so a shop without an address to mail loses nothing.
      const id = await app.db.transaction(async (tx) => {
        const stored = await insertContactMessage(tx, { ...fields, language });
        if (to)
          await app.jobs.enqueueMail(tx, {
            to,
            ...contactMail({ id: stored, language, ...fields }),
          });
        return stored;
      });
      if (!to) {
        request.log.error(
          { contactMessageId: id },
          'contact mail not queued: no ADMIN_EMAIL and no site e-mail',
        );
      }

      const answer = ok(language, { id }, 'contact_sent');
      // Spec §8: the storefront shows `responseMessage` for contact answers.
      return { ...answer, responseMessage: answer.responseText };
    },
  );
};
