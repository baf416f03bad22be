import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect } from 'vitest';
import { LANGUAGES, loginResponseSchema, registerResponseSchema } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { Database } from '../../src/db/client';
import {
  buildingTranslations,
  buildings,
  cities,
  companies,
  companyTranslations,
  universities,
} from '../../src/db/schema';
import {
  databaseKinds,
  okBody,
  send,
  useTestApp,
  type Answer,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
} from './test-app';

export const PASSWORD = 'correct horse 1';

/**
 * The rows stored for a secret token the server handed out (a session, a reset link): exactly
 * one, keeping only the token's SHA-256, and expiring between `minMs` and `maxMs` from now.
 */
export function expectStoredToken(
  rows: { tokenHash: string; expiresAt: Date }[],
  token: string,
  minMs: number,
  maxMs: number,
): void {
  expect(rows).toHaveLength(1);
  expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
  expect(lifetime).toBeGreaterThan(minMs);
  expect(lifetime).toBeLessThanOrEqual(maxMs);
}

/** A unique e-mail per call: test files share nothing, and a shared Redis keeps counts. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A guest id as the storefront makes it (DESIGN §4: at least 128 bits). */
export function newCookieId(): string {
  return randomBytes(16).toString('hex');
}

export interface DemoPlaces {
  countryId: number;
  cityId: number;
  buildingId: number;
  companyId: number;
  /** A company of the same city in another building. */
  otherBuildingCompanyId: number;
  universityId: number;
  universityCityId: number;
  universityCountryId: number;
  /** A city of another country. */
  otherCountryCityId: number;
  /** A building of another city. */
  otherCityBuildingId: number;
  /** A university outside the company's city. */
  otherCityUniversityId: number;
  /** Another city of the company's country. */
  sameCountryOtherCityId: number;
}

/**
 * The test app of a shop test file (`useTestApp`) and the demo shop's places, filled in before
 * its tests (the `places` object is the same one throughout, so it may be destructured).
 */
export function useShopTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  return shopOf(useTestApp(kind, options));
}

/** What a shop test file's suite works with: its test app and the demo shop's places. */
type Shop = ReturnType<typeof useShopTestApp>;
type ShopSuite = (shop: Shop, kind: DatabaseKind) => void;

/**
 * A shop test file's suite, run once on each database kind (`databaseKinds`, DESIGN §8) with
 * its own test app (`useShopTestApp`, with `options` when given): its title reads
 * "<title> on pglite", "<title> on postgres".
 */
export function describeOnEachDatabase(title: string, suite: ShopSuite): void;
export function describeOnEachDatabase(
  title: string,
  options: TestAppOptions,
  suite: ShopSuite,
): void;
export function describeOnEachDatabase(
  title: string,
  ...args: [ShopSuite] | [TestAppOptions, ShopSuite]
): void {
  const [options, suite] = args.length === 1 ? [{}, args[0]] : args;
  describe.each(databaseKinds)(`${title} on %s`, (kind) =>
    suite(useShopTestApp(kind, options), kind),
  );
}

/**
 * The app, database and demo places of a test app holder (`useTestApp`,
 * `useTestAppWithStandIn`), the places read once it is built. Read them inside tests.
 */
export function shopOf<T extends { current: TestApp }>(t: T) {
  const shop = {
    t,
    app: () => t.current.app,
    db: () => t.current.db,
    places: {} as DemoPlaces,
  };
  beforeAll(async () => {
    Object.assign(shop.places, await demoPlaces(t.current.db));
  });
  return shop;
}

/** Places of the demo shop that belong together, and some that do not. */
export async function demoPlaces(db: Database): Promise<DemoPlaces> {
  const [company] = await db
    .select({
      id: companies.id,
      cityId: companies.cityId,
      buildingId: companies.buildingId,
      countryId: cities.countryId,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .where(isNotNull(companies.buildingId))
    .orderBy(asc(companies.id))
    .limit(1);
  if (!company?.buildingId) throw new Error('the demo shop has no company in a building');
  /** The first row of `table` that `where` accepts (by its id), if any. */
  const firstWhere = async (table: PgTable & { id: AnyPgColumn }, where: SQL | undefined) => {
    const [row] = await db
      .select({ id: sql<number>`${table.id}` })
      .from(table)
      .where(where)
      .limit(1);
    return row;
  };
  const otherBuildingCompany = await firstWhere(
    companies,
    and(
      eq(companies.cityId, company.cityId),
      isNotNull(companies.buildingId),
      ne(companies.buildingId, company.buildingId),
    ),
  );
  const [university] = await db
    .select({ id: universities.id, cityId: universities.cityId, countryId: cities.countryId })
    .from(universities)
    .innerJoin(cities, eq(cities.id, universities.cityId))
    .orderBy(asc(universities.id))
    .limit(1);
  const otherCity = await firstWhere(cities, ne(cities.countryId, company.countryId));
  const otherBuilding = await firstWhere(buildings, ne(buildings.cityId, company.cityId));
  const otherCityUniversity = await firstWhere(
    universities,
    ne(universities.cityId, company.cityId),
  );
  const sameCountryOtherCity = await firstWhere(
    cities,
    and(eq(cities.countryId, company.countryId), ne(cities.id, company.cityId)),
  );
  if (
    !sameCountryOtherCity ||
    !otherBuildingCompany ||
    !university ||
    !otherCity ||
    !otherBuilding ||
    !otherCityUniversity
  ) {
    throw new Error('the demo shop lacks the places these tests need');
  }
  return {
    countryId: company.countryId,
    cityId: company.cityId,
    buildingId: company.buildingId,
    companyId: company.id,
    otherBuildingCompanyId: otherBuildingCompany.id,
    universityId: university.id,
    universityCityId: university.cityId,
    universityCountryId: university.countryId,
    otherCountryCityId: otherCity.id,
    otherCityBuildingId: otherBuilding.id,
    otherCityUniversityId: otherCityUniversity.id,
    sameCountryOtherCityId: sameCountryOtherCity.id,
  };
}

/** A translated table's name column, its record column and its language column. */
type NameTable = PgTable & { name: AnyPgColumn; language: AnyPgColumn };

/** A record's name in `language` as stored (what a test expects the API to answer). */
export async function storedName(
  db: Database,
  table: NameTable,
  recordColumn: AnyPgColumn,
  id: number,
  language: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: sql<string>`${table.name}` })
    .from(table)
    .where(and(eq(recordColumn, id), eq(table.language, language)));
  return row?.name;
}

/** Where the demo office workers (officePayload) take deliveries, as `language` names it. */
export async function officeDeliverTo(db: Database, places: DemoPlaces, language: string) {
  const [place, company] = await Promise.all([
    storedName(
      db,
      buildingTranslations,
      buildingTranslations.buildingId,
      places.buildingId,
      language,
    ),
    storedName(db, companyTranslations, companyTranslations.companyId, places.companyId, language),
  ]);
  return { place: place ?? '', company: company ?? null };
}

/** A valid office worker's registration (spec §3 payload). */
export function officePayload(places: DemoPlaces, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Layla Al Mansoori',
    email: uniqueEmail('layla'),
    phone_number: '3600 12345',
    password: PASSWORD,
    country_id: places.countryId,
    city_id: places.cityId,
    building_id: places.buildingId,
    company_id: places.companyId,
    user_type: 1,
    is_wholesale: 0,
    language: 'en',
    ...overrides,
  };
}

/** A valid student's registration. */
export function studentPayload(places: DemoPlaces, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Omar Haddad',
    email: uniqueEmail('omar'),
    phone_number: '390012345',
    password: PASSWORD,
    country_id: places.universityCountryId,
    city_id: places.universityCityId,
    university_id: places.universityId,
    user_type: 2,
    is_wholesale: 0,
    language: 'fr',
    ...overrides,
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: { token?: string; remoteAddress?: string } = {},
): Promise<Answer> {
  return send(app, {
    method: 'POST',
    url,
    payload,
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** POSTs `body` as it is, labelled JSON: for bodies that are not valid JSON or not an object. */
export function postRawJson(fastify: FastifyInstance, url: string, body: string): Promise<Answer> {
  return send(fastify, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

export function get(app: FastifyInstance, url: string, token?: string): Promise<Answer> {
  return send(app, {
    method: 'GET',
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

export async function register(app: FastifyInstance, payload: object) {
  return okBody(await post(app, '/api/register', payload), registerResponseSchema).responseData
    .user;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  const body = okBody(
    await post(app, '/api/login', { email, password, language: 'en', ...extra }),
    loginResponseSchema,
  );
  return body.responseData;
}

/** A registered and logged-in office worker. */
export async function registeredUser(app: FastifyInstance, places: DemoPlaces) {
  const payload = officePayload(places);
  const user = await register(app, payload);
  const { token } = await login(app, payload.email);
  return { user, token, email: payload.email };
}

// ------------------------------------------------------------------ outbox

/** A mail of the outbox as written by nodemailer: its raw headers, its text and HTML parts. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  headers: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part (issue 17 item 9: every mail has one). */
  html: string;
}

export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(outboxDir, file));
      const text = raw.toString('utf8');
      const parsed = await simpleParser(raw);
      return {
        file,
        to: /^to:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? '',
        subject: parsed.subject ?? '',
        headers: text.slice(0, text.search(/\r?\n\r?\n/)),
        body: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}

/** A new account's welcome mail, in any language (issue 17 item 9). */
const welcomeSubject = new RegExp(
  `^(${LANGUAGES.map((language) =>
    translateMessage('welcome_mail_subject', language, { shop: '\u0000' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', '.+'),
  ).join('|')})$`,
);
export const isWelcomeMail = (mail: OutboxMail) => welcomeSubject.test(mail.subject);

/** The welcome mails to `to` once one is there (a new account's, issue 17 item 9). */
export async function waitForWelcomeMails(outboxDir: string, to: string): Promise<OutboxMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await readOutbox(outboxDir)).filter(
      (mail) => mail.to === to && isWelcomeMail(mail),
    );
    if (mails.length > 0) return mails;
    if (Date.now() > deadline) expect.fail(`no welcome mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits for `count` mails to `to` (reset mails are sent after the answer, DESIGN §4 timing).
 * A new account's welcome mail is left out: a test waits for the mail it is about, and the
 * welcome has tests of its own.
 */
export async function waitForMail(outboxDir: string, to: string, count = 1): Promise<OutboxMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (await readOutbox(outboxDir)).filter(
      (mail) => mail.to === to && !isWelcomeMail(mail),
    );
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      expect.fail(`no mail to ${to} within 10 s (found ${mails.length})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The reset token of the /reset-password/{token} link in a mail. */
export function resetTokenOf(mail: OutboxMail): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error(`no reset link in ${mail.body}`);
  return match[1];
}
