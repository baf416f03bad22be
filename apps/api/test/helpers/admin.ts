import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { upsertAdmin } from '../../src/modules/admin/operators';
import { login, uniqueEmail } from './accounts';
import { answerOf, type Answer } from './test-app';

export const ADMIN_PASSWORD = 'operator pass 1';

/** A fresh admin account, logged in: its token for the back-office calls (issue 7). */
export async function adminSession(app: FastifyInstance, db: Database) {
  const email = uniqueEmail('admin');
  await upsertAdmin(db, {
    email,
    password: ADMIN_PASSWORD,
    firstName: 'Olivia',
    lastName: 'Operator',
  });
  const { token, user } = await login(app, email, ADMIN_PASSWORD);
  return { token, user, email };
}

/** Any call with a bearer token and JSON body (the back office also uses PUT and DELETE). */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object } = {},
) {
  return app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
  });
}

/** `send`, answered as an Answer for okBody / failBody. */
export async function call(...args: Parameters<typeof send>): Promise<Answer> {
  return answerOf(await send(...args));
}
