import { type FieldError, type Language, type MessageKey } from '@storefront/shared';
import { translateMessage } from '@storefront/shared/messages';
import type { Executor } from '../../db/client';
import { ValidationError } from '../../platform/errors';
import {
  buildingInCity,
  cityInCountry,
  countryExists,
  universityInCity,
} from '../geo/geo.repository';
import { findCompanyInPlace } from './accounts.repository';

/**
 * The places a customer chose must belong together (spec §4's chained selectors): the server
 * refuses what the form would never send. A refusal is a 422 naming the field, like any other
 * invalid field (DESIGN §3), so the form shows it at the right selector.
 */
export class PlaceErrors {
  private readonly problems: { field: string; key: MessageKey }[] = [];

  add(field: string, key: MessageKey) {
    this.problems.push({ field, key });
  }

  /** Throws the 422 when anything was added: with one problem its text, else spec §5's. */
  throwIfAny(language: Language) {
    const [first, ...rest] = this.problems;
    if (!first) return;
    const errors: FieldError[] = this.problems.map(({ field, key }) => ({
      field,
      message: translateMessage(key, language),
    }));
    throw new ValidationError(errors, rest.length === 0 ? first.key : 'fill_required');
  }
}

export interface RegisterPlaces {
  countryId: number;
  cityId: number;
  office:
    | { kind: 'office'; buildingId: number; companyId: number }
    | { kind: 'student'; universityId: number };
}

/** Registration: country → city → (building → company) or university (spec §4). */
export async function checkRegisterPlaces(
  db: Executor,
  places: RegisterPlaces,
  problems: PlaceErrors,
) {
  if (!(await countryExists(db, places.countryId))) {
    problems.add('country_id', 'country_not_found');
    return;
  }
  if (!(await cityInCountry(db, places.cityId, places.countryId))) {
    problems.add('city_id', 'city_not_found');
    return;
  }
  const choice = places.office;
  if (choice.kind === 'student') {
    if (!(await universityInCity(db, choice.universityId, places.cityId))) {
      problems.add('university_id', 'university_not_found');
    }
    return;
  }
  if (!(await buildingInCity(db, choice.buildingId, places.cityId))) {
    problems.add('building_id', 'building_not_found');
    return;
  }
  const company = await findCompanyInPlace(db, choice.companyId, {
    cityId: places.cityId,
    buildingId: choice.buildingId,
  });
  if (!company) problems.add('company_id', 'company_not_found');
}

/**
 * Profile edit: each place is optional, but one given needs the one above it, and must lie in
 * it. Answers the chosen company's building (an office worker's building follows the company).
 */
export async function checkProfilePlaces(
  db: Executor,
  places: { countryId?: number; cityId?: number; companyId?: number },
  problems: PlaceErrors,
): Promise<{ companyBuildingId: number | null }> {
  const none = { companyBuildingId: null };
  /** Adds the problem and ends the check: nothing below a refused place is checked. */
  const refused = (field: string, key: MessageKey) => {
    problems.add(field, key);
    return none;
  };
  if (places.countryId !== undefined && !(await countryExists(db, places.countryId))) {
    return refused('country_id', 'country_not_found');
  }
  if (places.cityId !== undefined) {
    if (places.countryId === undefined) return refused('country_id', 'select_country');
    if (!(await cityInCountry(db, places.cityId, places.countryId))) {
      return refused('city_id', 'city_not_found');
    }
  }
  if (places.companyId !== undefined) {
    if (places.cityId === undefined) return refused('city_id', 'select_city');
    const company = await findCompanyInPlace(db, places.companyId, { cityId: places.cityId });
    if (!company) return refused('company_id', 'company_not_found');
    return { companyBuildingId: company.buildingId };
  }
  return none;
}
