import {
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  idOf,
  useBuildings,
  useCities,
  useCompanies,
  useCountries,
  useUniversities,
} from '../lib/geo';
import { Field, PlaceSelect, describedBy, type ListOption } from './form';

type PlaceSelectProps = Parameters<typeof PlaceSelect>[0];

/** One labelled step of the cascade: a registered select with its error (spec §4). */
export function PlaceField({
  id,
  label,
  error,
  field,
  ...select
}: Omit<PlaceSelectProps, 'id' | 'ref'> & {
  id: string;
  label: string;
  error: FieldError | undefined;
  /** `register('city_id', { onChange })`: the form's registration of the select. */
  field: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <PlaceSelect {...field} {...select} {...describedBy(id, error)} />
    </Field>
  );
}

/** The steps of spec §4's cascade, in order: each choice depends on those before it. */
export const PLACE_STEPS = [
  'country_id',
  'city_id',
  'building_id',
  'company_id',
  'university_id',
] as const;
export type PlaceStep = (typeof PLACE_STEPS)[number];

/** What a change of each step clears (spec §4: a dependent choice resets with its parent). */
const DEPENDENTS: Record<PlaceStep, readonly PlaceStep[]> = {
  country_id: ['city_id', 'building_id', 'company_id', 'university_id'],
  city_id: ['building_id', 'company_id', 'university_id'],
  building_id: ['company_id'],
  company_id: [],
  university_id: [],
};

/** A form holding some of the cascade's steps as select values (strings, '' for none). */
type PlaceForm<Values extends FieldValues> = UseFormReturn<Values, unknown, unknown>;

/**
 * The places cascade of register and profile (spec §4) on a react-hook-form: the chosen values,
 * each step's registration clearing what depends on it, and `clear` for the form's own rules (a
 * wholesaler has no university). `steps` are the form's fields among PLACE_STEPS.
 */
export function usePlaceCascade<Values extends FieldValues>(
  form: PlaceForm<Values>,
  steps: readonly PlaceStep[],
) {
  const watched = useWatch({
    control: form.control,
    name: PLACE_STEPS as unknown as Path<Values>[],
  }) as unknown as (string | undefined)[];
  const value = (step: PlaceStep) => watched[PLACE_STEPS.indexOf(step)] ?? '';
  const clear = (...names: PlaceStep[]) => {
    for (const name of names) {
      if (!steps.includes(name)) continue;
      form.setValue(name as Path<Values>, '' as PathValue<Values, Path<Values>>, {
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };
  const countryId = idOf(value('country_id'));
  const cityId = idOf(value('city_id'));
  // The building filters companies only where the form has one (register's office path).
  const buildingId = steps.includes('building_id') ? idOf(value('building_id')) : undefined;
  // Spec §4: choosing a city loads companies (and a building reloads them), before the company
  // select is shown; its PlaceStepField reads the same query.
  useCompanies({ countryId, cityId, buildingId }, steps.includes('company_id'));
  return {
    value,
    countryId,
    cityId,
    buildingId,
    clear,
    register: (step: PlaceStep) =>
      form.register(step as Path<Values>, { onChange: () => clear(...DEPENDENTS[step]) }),
    error: (step: PlaceStep) =>
      form.getFieldState(step as Path<Values>, form.formState).error as FieldError | undefined,
  };
}

export type PlaceCascade = ReturnType<typeof usePlaceCascade>;

const options = <T,>(rows: T[] | undefined, option: (row: T) => ListOption) => rows?.map(option);

/**
 * Country then city, side by side: the first two steps of the cascade that register and profile
 * share (spec §4); the options come from the geo calls in the caller's language.
 */
export function CountryCityFields({
  cascade,
  ids,
}: {
  cascade: PlaceCascade;
  ids: Record<'country_id' | 'city_id', string>;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const cities = useCities(cascade.countryId);
  return (
    <div className="form-row">
      <PlaceField
        id={ids.country_id}
        label={t('places.country')}
        error={cascade.error('country_id')}
        field={cascade.register('country_id')}
        autoComplete="country"
        value={cascade.value('country_id')}
        options={options(countries.data, (row) => ({ id: row.id, label: row.country_name }))}
        placeholder={t('places.choose_country')}
        loading={countries.isPending}
        emptyText={t('places.load_failed')}
      />
      <PlaceField
        id={ids.city_id}
        label={t('places.city')}
        error={cascade.error('city_id')}
        field={cascade.register('city_id')}
        value={cascade.value('city_id')}
        options={options(cities.data, (row) => ({ id: row.id, label: row.city_name }))}
        placeholder={t('places.choose_city')}
        needs={{ country: cascade.countryId !== undefined }}
        loading={cities.isPending}
        emptyText={t('no_cities')}
      />
    </div>
  );
}

/** The choices of one later step (building, company or university) in the chosen city. */
function usePlaceOptions(cascade: PlaceCascade, step: PlaceStep) {
  const filter = { countryId: cascade.countryId, cityId: cascade.cityId };
  const buildings = useBuildings(filter, step === 'building_id');
  const companies = useCompanies(
    { ...filter, buildingId: cascade.buildingId },
    step === 'company_id',
  );
  const universities = useUniversities(filter, step === 'university_id');
  if (step === 'building_id') {
    return {
      query: buildings,
      options: options(buildings.data, (row) => ({ id: row.id, label: row.building_name })),
    };
  }
  if (step === 'company_id') {
    return {
      query: companies,
      options: options(companies.data, (row) => ({ id: row.id, label: row.company_name })),
    };
  }
  return {
    query: universities,
    options: options(universities.data, (row) => ({ id: row.id, label: row.university_name })),
  };
}

const STEP_TEXTS = {
  building_id: {
    label: 'places.building',
    choose: 'places.choose_building',
    none: 'places.no_buildings',
  },
  company_id: {
    label: 'places.company',
    choose: 'places.choose_company',
    none: 'places.no_companies',
  },
  university_id: {
    label: 'places.university',
    choose: 'places.choose_university',
    none: 'places.no_universities',
  },
} as const;

/**
 * A building, company or university select of the cascade, offered once a country and a city
 * are chosen. `placeholder` replaces "Choose a …" where choosing none is allowed (profile).
 */
export function PlaceStepField({
  cascade,
  step,
  id,
  placeholder,
}: {
  cascade: PlaceCascade;
  step: 'building_id' | 'company_id' | 'university_id';
  id: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const { query, options: choices } = usePlaceOptions(cascade, step);
  const texts = STEP_TEXTS[step];
  return (
    <PlaceField
      id={id}
      label={t(texts.label)}
      error={cascade.error(step)}
      field={cascade.register(step)}
      value={cascade.value(step)}
      options={choices}
      placeholder={placeholder ?? t(texts.choose)}
      needs={{ country: cascade.countryId !== undefined, city: cascade.cityId !== undefined }}
      loading={query.isPending}
      emptyText={t(texts.none)}
    />
  );
}
