import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Language } from '@storefront/shared';
import type { AdminColumn } from '../../shell/admin-table';
import { RecordListPage, type RecordListPageProps } from '../../shell/record-list-page';
import { TextsFields, blankTexts, filledTexts } from '../../shell/texts-fields';
import { PLACES_CACHE } from '../api/resources';
import { usePlaceColumns, usePlacePageTexts } from './place-page';
import { SortOrderField } from './sort-order-field';

interface NamedPlaceRow {
  id: number;
  name: string;
  sort_order: number;
  names: Partial<Record<Language, { name?: string } | undefined>>;
}

/** The form values of `SortOrderField` and the names: blank for a new place, else the row's. */
function placeNameValues(row?: NamedPlaceRow) {
  return row
    ? { sort_order: row.sort_order, names: filledTexts(['name'], row.names) }
    : { sort_order: 0, names: blankTexts(['name']) };
}

type PlaceNameValues = ReturnType<typeof placeNameValues>;

/** A place's one translated text, its name, in the five languages (`names.<language>.name`). */
function PlaceNameFields<Values extends FieldValues>({
  form,
  maxLength,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  maxLength: number;
}) {
  const { t } = useTranslation();
  return (
    <TextsFields
      form={form}
      group="names"
      legend={t('admin_places.common.names')}
      fields={[{ key: 'name', label: t('admin_places.common.name'), maxLength, required: true }]}
    />
  );
}

export interface NamedPlaceListPageProps<
  Row extends NamedPlaceRow,
  Own extends FieldValues,
  Output,
> extends Pick<
  RecordListPageProps<Row, Own & PlaceNameValues, Output>,
  'listPath' | 'recordPath' | 'defaultSort' | 'filters' | 'filterFields'
> {
  kind: 'countries' | 'cities' | 'buildings' | 'universities';
  /** The longest name (`PLACE_NAME_MAX`). */
  maxLength: number;
  /** The kind's own columns, between the name and the sort order. */
  columns: AdminColumn<Row>[];
  form: {
    schema: z.ZodType<Output>;
    /** The kind's own values (the names and sort order are added): blank, or the row's. */
    blank: () => Own;
    fromRow: (row: Row) => Own;
    /** The kind's own field, beside the sort order and above the names. */
    field: (
      form: UseFormReturn<Own & PlaceNameValues, unknown, Output>,
      editing: Row | null,
    ) => ReactNode;
  };
}

/**
 * A list of places named in the five languages and ordered among their siblings (countries,
 * cities, buildings, universities): name, the kind's columns and sort order; the form's own
 * field beside the sort order, then the names.
 */
export function NamedPlaceListPage<Row extends NamedPlaceRow, Own extends FieldValues, Output>({
  kind,
  maxLength,
  columns,
  form,
  ...props
}: NamedPlaceListPageProps<Row, Own, Output>) {
  const texts = usePlacePageTexts(kind);
  const placeColumns = usePlaceColumns();
  return (
    <RecordListPage<Row, Own & PlaceNameValues, Output>
      {...PLACES_CACHE}
      {...props}
      {...texts}
      rowName={(row) => row.name}
      columns={[placeColumns.name, ...columns, placeColumns.sortOrder]}
      form={{
        schema: form.schema,
        blank: () => ({ ...form.blank(), ...placeNameValues() }),
        fromRow: (row) => ({ ...form.fromRow(row), ...placeNameValues(row) }),
        render: (recordForm, editing) => (
          <>
            <div className="admin-form__row">
              {form.field(recordForm, editing)}
              <SortOrderField form={recordForm} />
            </div>
            <PlaceNameFields form={recordForm} maxLength={maxLength} />
          </>
        ),
      }}
    />
  );
}
