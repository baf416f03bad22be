import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFailedMailParamsSchema,
  adminFailedMailRetryInputSchema,
  adminFailedMailsResponseSchema,
  adminPaths,
  envelope,
  languageQuerySchema,
} from '@storefront/shared';
import { routeSchema } from '../../../platform/route-schema';
import { z } from 'zod';
import { ok } from '../../../platform/envelope';
import { NotFoundError } from '../../../platform/errors';
import type { FailedJob } from '../../../platform/jobs';

/** The newest failed mails an operator sees; older ones wait until these are dealt with. */
const FAILED_MAILS_SHOWN = 200;

const toAnswer = (job: FailedJob) => ({
  id: job.id,
  to: job.to,
  subject: job.subject,
  created_at: job.createdOn.toISOString(),
  failed_at: job.failedOn?.toISOString() ?? null,
  attempts: job.attempts,
  error: job.error,
});

/**
 * Back office (issue 11): mails the job queue gave up on after their last attempt, and a retry
 * for each once the cause (the mail server, an address) is fixed.
 */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documented = routeSchema(['admin: jobs']);

  app.get(
    adminPaths.failedMails,
    documented(
      'Mails that failed after their last attempt, newest first',
      { querystring: languageQuerySchema },
      adminFailedMailsResponseSchema,
    ),
    async (request) =>
      ok(request.query.language, {
        data: (await app.jobs.listFailedMails(FAILED_MAILS_SHOWN)).map(toAnswer),
      }),
  );

  app.post(
    adminPaths.failedMailRetry(':id'),
    documented(
      'Queue a failed mail again, with a fresh set of attempts',
      { params: adminFailedMailParamsSchema, body: adminFailedMailRetryInputSchema },
      envelope(z.null()),
    ),
    async (request) => {
      if (!(await app.jobs.retryMail(request.params.id))) {
        throw new NotFoundError('admin_mail_not_failed');
      }
      return ok(request.body.language, null, 'admin_mail_retried');
    },
  );
};
