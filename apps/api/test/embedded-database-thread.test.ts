import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/faults';
import { contactMessages, itemCategories } from '../src/db/schema';
import { seedDemoShop } from '../src/db/seed';

/**
 * Issue 13: the server's embedded database runs in a worker thread, so a slow statement never
 * blocks the event loop. Everything Drizzle does through it (queries, transactions, migrations,
 * errors with PostgreSQL's fields) behaves as with PGlite in the same thread.
 */
describe('the embedded database in its own thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', thread: 'worker' });
    await handle.migrate();
    await seedDemoShop(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('reads and writes with Drizzle, dates and all', async () => {
    const rows = await handle.db.select({ id: itemCategories.id }).from(itemCategories);
    expect(rows.length).toBeGreaterThan(0);
    const [stored] = await handle.db
      .insert(contactMessages)
      .values({
        name: 'Nadia Karim',
        email: 'nadia@example.com',
        subject: 'Hello',
        message: 'Do you deliver to Seef?',
        language: 'en',
      })
      .returning();
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    const count = async () =>
      (await handle.db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const before = await count();
    const message = {
      name: 'Omar',
      email: 'omar@example.com',
      subject: 'Catering',
      message: 'For twenty?',
      language: 'en' as const,
    };
    await handle.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(message);
    });
    expect(await count()).toBe(before + 1);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(message);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before + 1);
  });

  it('passes PostgreSQL’s error fields across the thread', async () => {
    const [first] = await handle.db.select().from(itemCategories).limit(1);
    const error: unknown = await handle.db
      .insert(itemCategories)
      .values({ ...first!, id: first!.id })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    const cause = (error as { cause?: { code?: string } }).cause ?? error;
    expect((cause as { code?: string }).code).toBe('23505');
    // And the database is still there for the next statement.
    expect(
      await handle.db.select().from(itemCategories).where(eq(itemCategories.id, first!.id)),
    ).toHaveLength(1);
  });

  it('keeps the event loop free while a slow statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    } finally {
      clearInterval(timer);
    }
    // In the same thread the statement would hold the loop from start to end: no tick at all.
    expect(ticks).toBeGreaterThan(0);
  });

  it('answers "unavailable" once its thread is gone, without taking the process down', async () => {
    const doomed = await openDatabase({ dataDir: 'memory://', thread: 'worker' });
    await doomed.close();
    const error: unknown = await doomed.db.execute(sql`select 1`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
