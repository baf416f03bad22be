import { expect, vi } from 'vitest';
import type { CatalogCache } from '../../src/platform/catalog-cache';
import { until } from './until';

/**
 * Two API processes' catalog caches (from `open`) and a loader that counts database reads: the
 * reader has cached one answer (read twice, loaded once) and has heard one invalidation sent by
 * the writer (issue 11, issue 13 item 1). `read` reads the same key through the reader.
 */
export async function readerHearingWriter(open: () => Promise<CatalogCache>) {
  const [reader, writer] = [await open(), await open()];
  const load = vi.fn(async () => 'menu');
  const read = () => reader.get('products:en:1', load);
  await read();
  await read();
  expect(load).toHaveBeenCalledTimes(1);

  await writer.invalidate();
  await until(async () => {
    await read();
    return load.mock.calls.length === 2;
  }, 'the invalidation is heard');
  return { reader, writer, load, read };
}

/** Waits until the cache is trusted again: of two reads in a row, only the first loads. */
export function untilCachedAgain(
  read: () => Promise<unknown>,
  load: { mock: { calls: unknown[] } },
) {
  return until(async () => {
    const before = load.mock.calls.length;
    await read();
    await read();
    return load.mock.calls.length === before + 1;
  }, 'the cache is used again');
}
