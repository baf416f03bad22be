import { useQuery } from '@tanstack/react-query';
import {
  adminPaths,
  apiPaths,
  type AdminCityPlace,
  type AdminCompany,
  type Building,
  type City,
  type Country,
  type Paginated,
} from '@storefront/shared';
import { useLanguage } from '../../../../i18n/use-language';
import { apiClient } from '../../../../lib/api-client';
import type { ListOption } from '../../../../ui/form';
import { adminQueryKey } from '../../shell/admin-queries';
import { PLACES_RESOURCE } from './resources';

/**
 * The choices of the forms' cascading selects (country → city → building), from the same calls
 * the storefront's registration form makes (spec §7): whole lists, in the operator's language.
 */
function useOptions(
  name: string,
  parameters: unknown[],
  load: () => Promise<ListOption[]>,
  enabled = true,
) {
  const language = useLanguage();
  return useQuery({
    queryKey: adminQueryKey(PLACES_RESOURCE, 'options', name, ...parameters, language),
    queryFn: load,
    enabled,
    staleTime: 0,
  });
}

export function useCountryOptions() {
  return useOptions('countries', [], async () =>
    (await apiClient.get<Country[]>(apiPaths.countries)).responseData.map((country) => ({
      id: country.id,
      label: country.country_name,
    })),
  );
}

export function useCityOptions(countryId: number | undefined) {
  return useOptions(
    'cities',
    [countryId],
    async () =>
      (await apiClient.get<City[]>(apiPaths.cities(countryId ?? 0))).responseData.map((city) => ({
        id: city.id,
        label: city.city_name,
      })),
    countryId !== undefined,
  );
}

export function useBuildingOptions(countryId: number | undefined, cityId: number | undefined) {
  return useOptions(
    'buildings',
    [countryId, cityId],
    async () =>
      (
        await apiClient.post<{ buildings: Building[] }>(
          apiPaths.buildings,
          { country_id: countryId, city_id: cityId },
          { languageInQuery: true },
        )
      ).responseData.buildings.map((building) => ({
        id: building.id,
        label: building.building_name,
      })),
    countryId !== undefined && cityId !== undefined,
  );
}

/** At most this many pages of 100 records fill a select (a shop past 2000 wants a search). */
const OPTION_PAGES_MAX = 20;

/** Every record of a back-office list, page after page, as options. */
async function everyRecord<Row>(
  path: string,
  label: (row: Row) => string,
  id: (row: Row) => number,
): Promise<ListOption[]> {
  const options: ListOption[] = [];
  for (let page = 1; page <= OPTION_PAGES_MAX; page++) {
    const { data, last_page } = (
      await apiClient.get<Paginated<Row>>(path, {
        sort: 'name',
        direction: 'asc',
        limit: 100,
        page,
      })
    ).responseData;
    for (const row of data) options.push({ id: id(row), label: label(row) });
    if (page >= last_page) break;
  }
  return options;
}

/** Companies for the plans' select and filter: the back office's own list, by name. */
export function useCompanyOptions() {
  return useOptions('companies', [], () =>
    everyRecord<AdminCompany>(
      adminPaths.companies,
      (company) => `${company.name} · ${company.city_name}`,
      (company) => company.id,
    ),
  );
}

/** Every building or every university of the shop (delivery slots), with its city. */
export function useCityPlaceOptions(kind: 'buildings' | 'universities') {
  return useOptions(`all-${kind}`, [], () =>
    everyRecord<AdminCityPlace>(
      adminPaths[kind],
      (place) => `${place.name} · ${place.city_name}`,
      (place) => place.id,
    ),
  );
}

/** A select's value as an id, or undefined while none is chosen. */
export function idOf(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A form value (an id typed or loaded) as a select's value. */
export function selectValue(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}
