import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { NumberField } from '../../shell/record-form';

/** Where a record sits among its siblings in the shop's selectors (`sort_order`, may be negative). */
export function SortOrderField<Values extends FieldValues & { sort_order?: unknown }>({
  form,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  return (
    <NumberField
      form={form}
      name={'sort_order' as Path<Values>}
      id="place-sort-order"
      text="admin_places.common.sort_order"
      min={-1_000_000}
      max={1_000_000}
    />
  );
}
