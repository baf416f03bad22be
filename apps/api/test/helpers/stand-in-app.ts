import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type DatabaseKind, type TestApp, type TestAppOptions } from './test-app';

/** A local server standing in for an outside service (social providers, an S3 bucket). */
export interface StandIn {
  /** What the app needs to use it (its environment variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts a stand-in, then builds the test app with its environment, before the enclosing
 * `describe`'s tests; closes both after them. Read `.current` and `.standIn` inside tests.
 */
export function useTestAppWithStandIn<S extends StandIn>(
  kind: DatabaseKind,
  start: () => Promise<S>,
  options: TestAppOptions = {},
) {
  const holder = {
    current: undefined as unknown as TestApp,
    standIn: undefined as unknown as S,
  };
  beforeAll(async () => {
    holder.standIn = await start();
    holder.current = await buildTestApp(kind, {
      ...options,
      env: { ...options.env, ...holder.standIn.env },
    });
  });
  afterAll(async () => {
    await holder.current?.close();
    await holder.standIn?.close();
  });
  return holder;
}
