import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiPaths,
  type Building,
  type City,
  type Company,
  type Country,
  type Language,
  type University,
} from '@storefront/shared';
import { useLanguage } from '../i18n/use-language';
import { notify } from '../ui/toast';
import { apiClient } from './api-client';

/**
 * The place lists behind the registration cascade (spec §4) and the profile form: countries,
 * cities of a country, companies of a city (or of a building), buildings and universities of a
 * city. One query per list, keyed by its parents, so each dependent list follows its parent.
 */

export const countriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['geo', 'countries', language],
    queryFn: async ({ signal }) =>
      (await apiClient.get<Country[]>(apiPaths.countries, {}, { signal })).responseData,
    staleTime: 30 * 60 * 1000,
  });

/** GET /countries; a failure is told with spec §8's text "Somethig went wrong." (as spelt). */
export function useCountries() {
  const { t } = useTranslation();
  const query = useQuery(countriesQueryOptions(useLanguage()));
  const failed = query.isError;
  useEffect(() => {
    if (failed) notify.error(t('countries_failed'));
  }, [failed, t]);
  return query;
}

/** GET /city/{countryId}: once a country is chosen. */
export function useCities(countryId: number | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['geo', 'cities', countryId ?? null, language],
    queryFn: async ({ signal }) =>
      (await apiClient.get<City[]>(apiPaths.cities(countryId ?? 0), {}, { signal })).responseData,
    enabled: countryId !== undefined,
    staleTime: 30 * 60 * 1000,
  });
}

export interface PlaceFilter {
  countryId: number | undefined;
  cityId: number | undefined;
}

/** POST /companies {country_id, city_id, building_id?}: once a city is chosen. */
export function useCompanies(
  { countryId, cityId, buildingId }: PlaceFilter & { buildingId?: number },
  enabled = true,
) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['geo', 'companies', countryId ?? null, cityId ?? null, buildingId ?? null, language],
    queryFn: async ({ signal }) =>
      (
        await apiClient.post<{ companies: Company[] }>(
          apiPaths.companies,
          { country_id: countryId, city_id: cityId, building_id: buildingId },
          { signal },
        )
      ).responseData.companies,
    enabled: enabled && countryId !== undefined && cityId !== undefined,
    staleTime: 10 * 60 * 1000,
  });
}

/** POST /buildings (language in the query, spec §7): office workers and wholesalers. */
export function useBuildings(filter: PlaceFilter, enabled: boolean) {
  return useCityPlaces<Building, 'buildings'>('buildings', 'buildings', filter, enabled);
}

/** POST /universities (language in the query, spec §7): students. */
export function useUniversities(filter: PlaceFilter, enabled: boolean) {
  return useCityPlaces<University, 'university'>('universities', 'university', filter, enabled);
}

/**
 * One list of a city's places (`list` names its path), posted with the language in the query
 * once a city is chosen; the answer holds it under `answerKey`.
 */
function useCityPlaces<Place, Key extends string>(
  list: 'buildings' | 'universities',
  answerKey: Key,
  { countryId, cityId }: PlaceFilter,
  enabled: boolean,
) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['geo', list, countryId ?? null, cityId ?? null, language],
    queryFn: async ({ signal }) => {
      const answer = await apiClient.post<Record<Key, Place[]>>(
        apiPaths[list],
        { country_id: countryId, city_id: cityId },
        { signal, languageInQuery: true },
      );
      return answer.responseData[answerKey];
    },
    enabled: enabled && countryId !== undefined && cityId !== undefined,
    staleTime: 10 * 60 * 1000,
  });
}

/** A select's value ("" or a numeric string) as an id. */
export function idOf(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
