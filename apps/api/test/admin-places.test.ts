import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminCitiesResponseSchema,
  adminCityPlacesResponseSchema,
  adminCompaniesResponseSchema,
  adminCountriesResponseSchema,
  adminPaths,
  adminPlaceCreatedResponseSchema,
  adminPlaceDoneResponseSchema,
  adminPlansResponseSchema,
  adminSubscriptionsResponseSchema,
  citiesResponseSchema,
  companiesResponseSchema,
  subscriptionDetailsResponseSchema,
} from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import {
  buildings,
  cities,
  companies,
  companySubscriptions,
  countries,
  subscriptionPlans,
  subscriptionPurchases,
  users,
} from '../src/db/schema';
import {
  describeOnEachDatabase,
  officePayload,
  register,
  studentPayload,
} from './helpers/accounts';
import { adminSession } from './helpers/admin';
import { newShopper, subscribe } from './helpers/orders';
import { errorFields, failBody, okBody, send, type Answer } from './helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeOnEachDatabase('back office: places and subscriptions', ({ t, app, db, places }) => {
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    admin = (await adminSession(app(), db())).token;
    customer = (await newShopper(app(), places)).token;
  });

  /** A back-office call under /api with the admin's token unless another (or '') is given. */
  function call(method: Method, path: string, payload?: object, token: string = admin) {
    return send(app(), {
      method,
      url: `/api${path}`,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  }
  const created = (answer: Answer) =>
    okBody(answer, adminPlaceCreatedResponseSchema).responseData.id;
  const done = (answer: Answer) => okBody(answer, adminPlaceDoneResponseSchema);

  const names = (en: string, more: Record<string, string> = {}) => ({
    en: { name: en },
    ...Object.fromEntries(Object.entries(more).map(([language, name]) => [language, { name }])),
  });

  async function newCountry(iso: string) {
    return created(
      await call('POST', adminPaths.countries, { iso_code: iso, names: names(`Land ${iso}`) }),
    );
  }
  async function newCity(countryId: number, en = 'Test City') {
    return created(
      await call('POST', adminPaths.cities, { country_id: countryId, names: names(en) }),
    );
  }
  function companyPayload(overrides: Record<string, unknown> = {}) {
    return {
      city_id: places.cityId,
      building_id: places.buildingId,
      email: 'office@acme-trading.com',
      phone: '3600 12345',
      texts: { en: { name: 'Acme Trading', address: 'Office 7, Manama' } },
      ...overrides,
    };
  }
  /** POST adminPaths.companies with a valid company changed by `overrides`. */
  const postCompany = (overrides: Record<string, unknown> = {}) =>
    call('POST', adminPaths.companies, companyPayload(overrides));

  it('refuses guests (401) and customers (403 admin_only) on every call, changing nothing', async () => {
    /** A resource's four calls: list, create, update and delete. */
    const crud = (
      list: string,
      one: string,
      create: object,
      update: object = create,
    ): [Method, string, object?][] => [
      ['GET', list],
      ['POST', list, create],
      ['PUT', one, update],
      ['DELETE', one],
    ];
    const plan = { price: 1, duration_days: 1, no_of_employee: 1, discount_percent: 1 };
    const calls: [Method, string, object?][] = [
      ...crud(adminPaths.countries, adminPaths.country(places.countryId), {
        iso_code: 'ZZ',
        names: names('Nowhere'),
      }),
      ...crud(
        adminPaths.cities,
        adminPaths.city(places.cityId),
        { country_id: places.countryId, names: names('Nowhere') },
        { country_id: places.countryId, names: names('X') },
      ),
      ...crud(
        adminPaths.buildings,
        adminPaths.building(places.buildingId),
        { city_id: places.cityId, names: names('Tower') },
        { city_id: places.cityId, names: names('T') },
      ),
      ...crud(
        adminPaths.universities,
        adminPaths.university(places.universityId),
        { city_id: places.cityId, names: names('Uni') },
        { city_id: places.universityCityId, names: names('U') },
      ),
      ...crud(adminPaths.companies, adminPaths.company(places.companyId), companyPayload()),
      ...crud(
        adminPaths.plans,
        adminPaths.plan(1),
        { company_id: places.companyId, ...plan },
        plan,
      ),
      ['GET', adminPaths.subscriptions],
      ['POST', adminPaths.subscriptionEnd(1)],
    ];
    const before = await db().select().from(countries).orderBy(asc(countries.id));
    for (const [method, path, payload] of calls) {
      const guest = failBody(await call(method, path, payload, ''), 401);
      expect(guest.responseText, `${method} ${path}`).toBe(translateMessage('unauthorized', 'en'));
      const refused = failBody(await call(method, `${path}`, payload, customer), 403);
      expect(refused.responseText, `${method} ${path}`).toBe(translateMessage('admin_only', 'en'));
    }
    expect(await db().select().from(countries).orderBy(asc(countries.id))).toEqual(before);
  });

  describe('countries', () => {
    it('lists, pages, sorts and searches on the server, names in the operator’s language', async () => {
      const all = okBody(
        await call('GET', `${adminPaths.countries}?language=en&sort=iso_code&direction=desc`),
        adminCountriesResponseSchema,
      ).responseData;
      expect(all.total).toBeGreaterThanOrEqual(2);
      const codes = all.data.map((row) => row.iso_code);
      expect(codes).toEqual([...codes].sort().reverse());
      const bahrain = all.data.find((row) => row.iso_code === 'BH');
      expect(bahrain?.cities).toBeGreaterThan(0);
      expect(bahrain?.names.ae?.name).toBe('البحرين');

      const onePage = okBody(
        await call('GET', `${adminPaths.countries}?limit=1&page=2&sort=iso_code`),
        adminCountriesResponseSchema,
      ).responseData;
      expect(onePage).toMatchObject({ current_page: 2, per_page: 1, total: all.total });
      expect(onePage.data.map((row) => row.iso_code)).toEqual([[...codes].sort()[1]]);

      const arabic = okBody(
        await call('GET', `${adminPaths.countries}?language=ae&q=${encodeURIComponent('بحر')}`),
        adminCountriesResponseSchema,
      ).responseData;
      expect(arabic.data.map((row) => row.name)).toEqual(['البحرين']);

      const bad = failBody(await call('GET', `${adminPaths.countries}?sort=secret&limit=500`), 422);
      expect(errorFields(bad).sort()).toEqual(['limit', 'sort']);
    });

    it('creates, refuses duplicates and bad input naming the fields, edits and deletes', async () => {
      const invalidate = vi.spyOn(t.current.catalogCache, 'invalidate');
      const id = created(
        await call('POST', adminPaths.countries, {
          iso_code: 'qa',
          names: { en: { name: 'Qatar' }, ae: { name: 'قطر' }, fr: { name: '' } },
          sort_order: 5,
        }),
      );
      expect(invalidate).toHaveBeenCalled();
      const [row] = await db().select().from(countries).where(eq(countries.id, id));
      expect(row).toMatchObject({ isoCode: 'QA', sortOrder: 5 });

      const listed = okBody(
        await call('GET', `${adminPaths.countries}?q=QA&language=fr`),
        adminCountriesResponseSchema,
      ).responseData.data.find((country) => country.id === id);
      // French left empty: stored as absent, shown in English.
      expect(listed).toMatchObject({ name: 'Qatar', cities: 0, names: { ae: { name: 'قطر' } } });
      expect(listed?.names.fr).toBeUndefined();

      const duplicate = failBody(
        await call('POST', adminPaths.countries, { iso_code: 'QA', names: names('Again') }),
        409,
      );
      expect(duplicate.responseText).toBe(translateMessage('duplicate_value', 'en'));
      failBody(
        await call('PUT', adminPaths.country(id), { iso_code: 'BH', names: names('Qatar') }),
        409,
      );

      const invalid = failBody(
        await call('POST', adminPaths.countries, {
          iso_code: 'QAT',
          names: { en: { name: '  ' }, de: { name: 'x'.repeat(121) } },
        }),
        422,
      );
      expect(errorFields(invalid).sort()).toEqual(['iso_code', 'names.de.name', 'names.en.name']);
      const french = failBody(
        await call('POST', `${adminPaths.countries}?language=fr`, { iso_code: 'QB', names: {} }),
        422,
      );
      expect(errorFields(french)).toEqual(['names.en']);

      done(
        await call('PUT', adminPaths.country(id), {
          iso_code: 'QA',
          names: { en: { name: 'State of Qatar' } },
        }),
      );
      const edited = okBody(
        await call('GET', `${adminPaths.countries}?q=State`),
        adminCountriesResponseSchema,
      ).responseData.data;
      expect(edited.map((country) => [country.id, country.name, country.names.ae])).toEqual([
        [id, 'State of Qatar', undefined],
      ]);

      failBody(
        await call('PUT', adminPaths.country(999_999), { iso_code: 'QZ', names: names('Q') }),
        404,
      );
      done(await call('DELETE', adminPaths.country(id)));
      expect(await db().select().from(countries).where(eq(countries.id, id))).toEqual([]);
      failBody(await call('DELETE', adminPaths.country(id)), 404);
    });

    it('refuses to delete a country with cities or users (409 in_use)', async () => {
      const answer = failBody(await call('DELETE', adminPaths.country(places.countryId)), 409);
      expect(answer.responseText).toBe(translateMessage('in_use', 'en'));
      const id = await newCountry('QC');
      await newCity(id);
      failBody(await call('DELETE', adminPaths.country(id)), 409);
    });
  });

  describe('cities', () => {
    it('a new city is offered at once by the storefront’s GET /city/{countryId}, in its language', async () => {
      // Warm anything the storefront may cache before the write.
      await send(app(), { method: 'GET', url: `/api/city/${places.countryId}?language=fr` });
      const id = created(
        await call('POST', adminPaths.cities, {
          country_id: places.countryId,
          names: {
            en: { name: 'Hamad Town' },
            fr: { name: 'Ville de Hamad' },
            ae: { name: 'مدينة حمد' },
          },
        }),
      );
      const offered = async (language: string) =>
        okBody(
          await send(app(), {
            method: 'GET',
            url: `/api/city/${places.countryId}?language=${language}`,
          }),
          citiesResponseSchema,
        ).responseData.find((city) => city.id === id)?.city_name;
      expect(await offered('fr')).toBe('Ville de Hamad');
      expect(await offered('ae')).toBe('مدينة حمد');
      // Georgian was left out: English.
      expect(await offered('ka')).toBe('Hamad Town');

      const listed = okBody(
        await call(
          'GET',
          `${adminPaths.cities}?country_id=${places.countryId}&sort=name&language=fr&limit=100`,
        ),
        adminCitiesResponseSchema,
      ).responseData;
      expect(listed.data.every((city) => city.country_id === places.countryId)).toBe(true);
      const names = listed.data.map((city) => city.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(listed.data.find((city) => city.id === id)).toMatchObject({
        name: 'Ville de Hamad',
        country_name: 'Bahreïn',
      });
    });

    it('refuses an unknown country naming the field, and moving a city in use', async () => {
      const unknown = failBody(
        await call('POST', adminPaths.cities, { country_id: 999_999, names: names('Atlantis') }),
        422,
      );
      expect(errorFields(unknown)).toEqual(['country_id']);
      expect(unknown.responseText).toBe(translateMessage('country_not_found', 'en'));
      const missing = failBody(await call('POST', adminPaths.cities, { names: names('X') }), 422);
      expect(errorFields(missing)).toEqual(['country_id']);

      const [otherCountry] = await db()
        .select({ id: cities.countryId })
        .from(cities)
        .where(eq(cities.id, places.otherCountryCityId));
      const moved = failBody(
        await call('PUT', adminPaths.city(places.cityId), {
          country_id: otherCountry?.id,
          names: names('Manama'),
        }),
        409,
      );
      expect(moved.responseText).toBe(translateMessage('admin_place_moved_in_use', 'en'));

      // A city nothing uses may move, and be deleted.
      const id = await newCity(places.countryId, 'Sitra');
      done(
        await call('PUT', adminPaths.city(id), {
          country_id: otherCountry?.id,
          names: names('Sitra'),
        }),
      );
      const [row] = await db().select().from(cities).where(eq(cities.id, id));
      expect(row?.countryId).toBe(otherCountry?.id);
      failBody(await call('DELETE', adminPaths.city(places.cityId)), 409);
      done(await call('DELETE', adminPaths.city(id)));
    });
  });

  describe('buildings and universities', () => {
    it('create in a city, list filtered by city, refuse unknown cities and deletes in use', async () => {
      const building = created(
        await call('POST', adminPaths.buildings, {
          city_id: places.cityId,
          names: names('Pearl Tower', { ka: 'მარგალიტის კოშკი' }),
          sort_order: 2,
        }),
      );
      const list = okBody(
        await call('GET', `${adminPaths.buildings}?city_id=${places.cityId}&language=ka&limit=100`),
        adminCityPlacesResponseSchema,
      ).responseData;
      expect(list.data.every((row) => row.city_id === places.cityId)).toBe(true);
      expect(list.data.find((row) => row.id === building)).toMatchObject({
        name: 'მარგალიტის კოშკი',
        city_id: places.cityId,
        country_id: places.countryId,
        sort_order: 2,
      });
      // Sorted on the server by the city's name in the operator's language, either way.
      const cityNames = async (language: string, direction: string) =>
        okBody(
          await call(
            'GET',
            `${adminPaths.buildings}?sort=city&direction=${direction}&language=${language}&limit=100`,
          ),
          adminCityPlacesResponseSchema,
        ).responseData.data.map((row) => row.city_name);
      const english = await cityNames('en', 'asc');
      expect(english).toEqual(
        [...english].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
      );
      expect(new Set(english).size).toBeGreaterThan(1);
      const arabic = await cityNames('ae', 'asc');
      expect(arabic).toContain('المنامة');
      expect(await cityNames('ae', 'desc')).toEqual([...arabic].reverse());
      const unknown = failBody(
        await call('POST', adminPaths.buildings, { city_id: 999_999, names: names('X') }),
        422,
      );
      expect(errorFields(unknown)).toEqual(['city_id']);
      failBody(await call('DELETE', adminPaths.building(places.buildingId)), 409);
      done(
        await call('PUT', adminPaths.building(building), {
          city_id: places.sameCountryOtherCityId,
          names: names('Pearl Tower'),
        }),
      );
      done(await call('DELETE', adminPaths.building(building)));

      const university = created(
        await call('POST', adminPaths.universities, {
          city_id: places.universityCityId,
          names: names('Gulf Institute of Cooking'),
        }),
      );
      const universities = okBody(
        await call('GET', `${adminPaths.universities}?q=cooking&sort=name`),
        adminCityPlacesResponseSchema,
      ).responseData;
      expect(universities.data.map((row) => row.id)).toEqual([university]);
      done(await call('DELETE', adminPaths.university(university)));
    });

    it('keep a university with students in its city and undeleted', async () => {
      // A fresh demo shop has no student yet: one chooses the university.
      const student = await register(app(), studentPayload(places));
      expect(student.id).toBeGreaterThan(0);
      const answer = failBody(
        await call('PUT', adminPaths.university(places.universityId), {
          city_id: places.otherCountryCityId,
          names: names('Moved'),
        }),
        409,
      );
      expect(answer.responseText).toBe(translateMessage('admin_place_moved_in_use', 'en'));
      failBody(await call('DELETE', adminPaths.university(places.universityId)), 409);
    });
  });

  describe('companies', () => {
    it('validate e-mail, phone and texts naming each field', async () => {
      const answer = failBody(
        await postCompany({
          email: 'someone@example.xyz',
          phone: '12 34',
          texts: { en: { name: '', address: '' } },
        }),
        422,
      );
      expect(errorFields(answer).sort()).toEqual(['email', 'phone', 'texts.en.name']);
      // International numbers as the demo shop lists them: a leading + and 9 to 15 digits.
      const plus = created(await postCompany({ phone: '+995 422 27 1100' }));
      const [row] = await db().select().from(companies).where(eq(companies.id, plus));
      expect(row?.phone).toBe('+995 422 27 1100');
      done(await call('DELETE', adminPaths.company(plus)));
      for (const phone of ['+973 12', '973+1234567', '++97317109020']) {
        const refused = failBody(await postCompany({ phone }), 422);
        expect(errorFields(refused), phone).toEqual(['phone']);
      }
    });

    it('need a building of their city', async () => {
      const answer = failBody(await postCompany({ building_id: places.otherCityBuildingId }), 422);
      expect(errorFields(answer)).toEqual(['building_id']);
      expect(answer.responseText).toBe(translateMessage('building_not_found', 'en'));
      failBody(await postCompany({ city_id: 999_999 }), 422);
    });

    it('are created, offered to the registration form, edited with their employees, deleted when unused', async () => {
      const id = created(
        await postCompany({
          texts: {
            en: { name: 'Acme Trading', address: 'Office 7, Manama' },
            ae: { name: 'أكمي للتجارة', address: '' },
          },
        }),
      );
      const offered = okBody(
        await send(app(), {
          method: 'POST',
          url: '/api/companies',
          payload: {
            language: 'ae',
            country_id: places.countryId,
            city_id: places.cityId,
            building_id: places.buildingId,
          },
        }),
        companiesResponseSchema,
      ).responseData.companies;
      expect(offered.find((company) => company.id === id)?.company_name).toBe('أكمي للتجارة');

      const listed = okBody(
        await call('GET', `${adminPaths.companies}?q=acme&language=ae`),
        adminCompaniesResponseSchema,
      ).responseData.data;
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        id,
        email: 'office@acme-trading.com',
        phone: '3600 12345',
        building_id: places.buildingId,
        city_id: places.cityId,
        name: 'أكمي للتجارة',
        // The Arabic row keeps the English address where Arabic gave none.
        texts: { ae: { name: 'أكمي للتجارة', address: 'Office 7, Manama' } },
      });

      // An employee; the company moves to another building of the city and takes them along.
      const employee = await register(
        app(),
        officePayload(places, { company_id: id, building_id: places.buildingId }),
      );
      const [otherBuilding] = await db()
        .select({ id: buildings.id })
        .from(buildings)
        .where(eq(buildings.cityId, places.cityId))
        .orderBy(asc(buildings.id))
        .limit(2)
        .then((rows) => rows.filter((row) => row.id !== places.buildingId));
      done(
        await call(
          'PUT',
          adminPaths.company(id),
          companyPayload({ building_id: otherBuilding?.id }),
        ),
      );
      const [user] = await db().select().from(users).where(eq(users.id, employee.id));
      expect(user?.buildingId).toBe(otherBuilding?.id);
      const moved = failBody(
        await call(
          'PUT',
          adminPaths.company(id),
          companyPayload({ city_id: places.sameCountryOtherCityId, building_id: undefined }),
        ),
        409,
      );
      expect(moved.responseText).toBe(translateMessage('admin_place_moved_in_use', 'en'));
      failBody(await call('DELETE', adminPaths.company(id)), 409);

      const lonely = created(await postCompany({ building_id: '' }));
      const [row] = await db().select().from(companies).where(eq(companies.id, lonely));
      expect(row?.buildingId).toBeNull();
      done(await call('DELETE', adminPaths.company(lonely)));
    });
  });

  describe('subscription plans', () => {
    async function newCompany() {
      return created(await postCompany({ email: `c-${randomUUID().slice(0, 8)}@firm.com` }));
    }

    it('are created in minor units and basis points, listed by company, offered while active', async () => {
      const companyId = await newCompany();
      const id = created(
        await call('POST', adminPaths.plans, {
          company_id: companyId,
          price: '12.345',
          duration_days: 30,
          no_of_employee: 25,
          discount_percent: 12.5,
        }),
      );
      const [row] = await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      expect(row).toMatchObject({
        companyId,
        priceMinor: 12_345,
        durationDays: 30,
        noOfEmployee: 25,
        discountBasisPoints: 1250,
        isActive: true,
      });
      const listed = okBody(
        await call('GET', `${adminPaths.plans}?company_id=${companyId}`),
        adminPlansResponseSchema,
      ).responseData;
      expect(listed.data).toEqual([
        {
          id,
          company_id: companyId,
          company_name: 'Acme Trading',
          price: 12.345,
          currency: 'BHD',
          duration_days: 30,
          no_of_employee: 25,
          discount_percent: 12.5,
          is_active: true,
          sort_order: 0,
          purchases: 0,
        },
      ]);
      const details = () =>
        send(app(), {
          method: 'POST',
          url: '/api/company-subscription-details',
          payload: { company_id: companyId, language: 'en' },
        });
      expect(
        okBody(await details(), subscriptionDetailsResponseSchema).responseData.plans,
      ).toHaveLength(1);

      done(
        await call('PUT', adminPaths.plan(id), {
          price: 10,
          duration_days: 60,
          no_of_employee: 25,
          discount_percent: 10,
          is_active: false,
        }),
      );
      failBody(await details(), 404);
      const inactive = okBody(
        await call('GET', `${adminPaths.plans}?company_id=${companyId}&active=inactive`),
        adminPlansResponseSchema,
      ).responseData.data;
      expect(inactive.map((plan) => [plan.id, plan.price, plan.duration_days])).toEqual([
        [id, 10, 60],
      ]);

      done(await call('DELETE', adminPaths.plan(id)));
      expect(
        await db().select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)),
      ).toEqual([]);
    });

    it('refuse bad figures naming each field, and unknown companies', async () => {
      /** A plan's figures, as the refusals name them (sorted). */
      const planFigures = ['discount_percent', 'duration_days', 'no_of_employee', 'price'];
      const answer = failBody(
        await call('POST', adminPaths.plans, {
          company_id: places.companyId,
          price: 1.2345,
          duration_days: 0,
          no_of_employee: 0,
          discount_percent: 101,
        }),
        422,
      );
      expect(errorFields(answer).sort()).toEqual(planFigures);
      // Empty fields are missing, not zero: no free plan by accident.
      const empty = failBody(
        await call('POST', adminPaths.plans, {
          company_id: places.companyId,
          price: '',
          duration_days: '',
          no_of_employee: '',
          discount_percent: '',
        }),
        422,
      );
      expect(errorFields(empty).sort()).toEqual(planFigures);
      const unknown = failBody(
        await call('POST', adminPaths.plans, {
          company_id: 999_999,
          price: 1,
          duration_days: 1,
          no_of_employee: 1,
          discount_percent: 0,
        }),
        422,
      );
      expect(errorFields(unknown)).toEqual(['company_id']);
    });

    it('a plan bought cannot be deleted, nor its company', async () => {
      const [plan] = await db()
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.companyId, places.companyId))
        .limit(1);
      if (!plan) throw new Error('no demo plan');
      const buyer = await newShopper(app(), places);
      await db().insert(subscriptionPurchases).values({
        txnId: randomUUID(),
        companyId: places.companyId,
        planId: plan.id,
        userId: buyer.userId,
        amountMinor: plan.priceMinor,
        currency: 'BHD',
      });
      const answer = failBody(await call('DELETE', adminPaths.plan(plan.id)), 409);
      expect(answer.responseText).toBe(translateMessage('in_use', 'en'));
      const listed = okBody(
        await call('GET', `${adminPaths.plans}?company_id=${places.companyId}&sort=id`),
        adminPlansResponseSchema,
      ).responseData.data.find((row) => row.id === plan.id);
      expect(listed?.purchases).toBe(1);
      failBody(await call('DELETE', adminPaths.company(places.companyId)), 409);
    });
  });

  describe('subscriptions bought', () => {
    it('list periods with their purchase, status from the dates, filters and sorting', async () => {
      const companyId = places.otherBuildingCompanyId;
      await subscribe(db(), companyId, {
        discountBasisPoints: 500,
        startsInDays: -60,
        endsInDays: -30,
      });
      await subscribe(db(), companyId, {
        discountBasisPoints: 750,
        startsInDays: 10,
        endsInDays: 40,
      });
      // A paid purchase and its period, as the payment handler makes them.
      const [plan] = await db()
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.companyId, companyId))
        .limit(1);
      const buyer = await newShopper(app(), places);
      const [period] = await db()
        .insert(companySubscriptions)
        .values({
          companyId,
          discountBasisPoints: 1500,
          startsAt: new Date(Date.now() - 86_400_000),
          endsAt: new Date(Date.now() + 29 * 86_400_000),
        })
        .returning();
      const txnId = randomUUID();
      await db()
        .insert(subscriptionPurchases)
        .values({
          txnId,
          companyId,
          planId: plan?.id ?? 0,
          userId: buyer.userId,
          status: 'paid',
          amountMinor: 45_500,
          currency: 'BHD',
          subscriptionId: period?.id ?? null,
        });

      const list = async (query: string) =>
        okBody(
          await call('GET', `${adminPaths.subscriptions}?company_id=${companyId}${query}`),
          adminSubscriptionsResponseSchema,
        ).responseData;
      const all = await list('&sort=starts_at&direction=asc');
      expect(all.total).toBe(3);
      expect(all.data.map((row) => row.status)).toEqual(['ended', 'active', 'upcoming']);
      expect(all.data.map((row) => row.discount_percent)).toEqual([5, 15, 7.5]);
      const active = all.data[1];
      expect(active).toMatchObject({
        id: period?.id,
        plan_id: plan?.id,
        duration_days: plan?.durationDays,
        txn_id: txnId,
        amount_paid: 45.5,
        currency: 'BHD',
        buyer: { id: buyer.userId, email: buyer.email },
      });
      expect(all.data[0]).toMatchObject({
        txn_id: null,
        plan_id: null,
        buyer: null,
        amount_paid: null,
      });

      expect((await list('&status=active')).data.map((row) => row.id)).toEqual([period?.id]);
      expect((await list('&status=upcoming')).total).toBe(1);
      expect((await list('&status=ended')).total).toBe(1);
      expect((await list(`&q=${txnId.slice(0, 8)}`)).data.map((row) => row.id)).toEqual([
        period?.id,
      ]);
      const descending = await list('&sort=ends_at&direction=desc');
      expect(descending.data.map((row) => row.status)).toEqual(['upcoming', 'active', 'ended']);
      failBody(await call('GET', `${adminPaths.subscriptions}?status=paused`), 422);
    });

    it('an operator ends a running subscription now; ending it again is 409', async () => {
      const companyId = places.companyId;
      await subscribe(db(), companyId, {
        discountBasisPoints: 1000,
        startsInDays: -1,
        endsInDays: 30,
      });
      const [period] = await db()
        .select()
        .from(companySubscriptions)
        .where(eq(companySubscriptions.companyId, companyId))
        .orderBy(asc(companySubscriptions.id));
      if (!period) throw new Error('no period');
      const answer = done(
        await call('POST', `${adminPaths.subscriptionEnd(period.id)}?language=de`),
      );
      expect(answer.responseText).toBe(translateMessage('admin_subscription_ended', 'de'));
      const listed = okBody(
        await call('GET', `${adminPaths.subscriptions}?company_id=${companyId}&status=ended`),
        adminSubscriptionsResponseSchema,
      ).responseData.data;
      expect(listed.map((row) => row.id)).toContain(period.id);
      const again = failBody(await call('POST', adminPaths.subscriptionEnd(period.id)), 409);
      expect(again.responseText).toBe(translateMessage('admin_subscription_not_running', 'en'));
      failBody(await call('POST', adminPaths.subscriptionEnd(999_999)), 404);
    });
  });
});
