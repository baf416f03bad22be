import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `condition` holds, checking every 50 ms: for what another process, a server or a
 * background worker does in its own time. Fails with `what` after `timeoutMs`.
 */
export async function until(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting until ${what}`);
}
