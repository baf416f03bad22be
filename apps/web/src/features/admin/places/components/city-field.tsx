import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { idOf, selectValue } from '../api/place-options';
import { CitySelect, CountrySelect } from './place-selects';

/**
 * Country then city (spec §4's cascade): the country only narrows the cities and is not sent;
 * the form's `city_id` is. Changing the country clears the city.
 */
export function CityField<Values extends FieldValues>({
  control,
  idPrefix,
  initialCountryId,
  onCityChange,
}: {
  control: Control<Values, unknown, unknown>;
  idPrefix: string;
  initialCountryId: number | undefined;
  /** Told when the city changes (a company's building list follows it). */
  onCityChange?: (countryId: number | undefined, cityId: number | undefined) => void;
}) {
  const [countryId, setCountryId] = useState(initialCountryId);
  return (
    <Controller
      control={control}
      name={'city_id' as Path<Values>}
      render={({ field, fieldState }) => (
        <>
          <CountrySelect
            id={`${idPrefix}-country`}
            value={countryId === undefined ? '' : String(countryId)}
            error={undefined}
            onChange={(value) => {
              const next = idOf(value);
              setCountryId(next);
              field.onChange('');
              onCityChange?.(next, undefined);
            }}
          />
          <CitySelect
            id={`${idPrefix}-city`}
            countryId={countryId}
            value={selectValue(field.value)}
            error={fieldState.error}
            onChange={(value) => {
              field.onChange(value);
              onCityChange?.(countryId, idOf(value));
            }}
          />
        </>
      )}
    />
  );
}
