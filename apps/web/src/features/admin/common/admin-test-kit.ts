import { screen, within } from '@testing-library/react';
import { openSignedIn } from '../../../test/account';
import type { Handler, RecordedCall } from '../../../test/fetch-stub';
import { sessionUser } from '../../../test/fixtures';

export type { Handler };

/** The calls made with `method` to `path`. */
export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The whole shop at `path`, signed in as the operator, the API answered by `handlers`. */
export function openAsOperator(path: string, handlers: Record<string, Handler>) {
  return openSignedIn(
    'tok-admin',
    { ...sessionUser, role: 'admin', name: 'Sufra Operator' },
    path,
    handlers,
  );
}

/** The page's table (named `name` where it has several), once a row showing `text` arrived. */
export async function tableShowing(text: string, name?: string) {
  const table = await screen.findByRole('table', name === undefined ? {} : { name });
  await within(table).findByText(text);
  return table;
}
