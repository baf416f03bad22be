import { startSession } from '../../../lib/session/session';
import { shopHandlers } from '../../../test/account';
import { type ok, stubFetch, type RecordedCall } from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

/** For the back-office parts' page tests: a stubbed call's answer. */
export type Handler = (
  call: RecordedCall,
) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;

/** The calls made with `method` to `path`. */
export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The whole shop at `path`, signed in as the operator, the API answered by `handlers`. */
export async function openAsOperator(path: string, handlers: Record<string, Handler>) {
  await startSession('tok-admin', { ...sessionUser, role: 'admin', name: 'Sufra Operator' });
  const calls = stubFetch({ ...shopHandlers(), ...handlers });
  const view = renderApp(path);
  return { ...view, calls };
}
