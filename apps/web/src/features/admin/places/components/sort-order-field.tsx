import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, describedBy } from '../../../../ui/form';

/** Where a record sits among its siblings in the shop's selectors (`sort_order`). */
export function SortOrderField<Values extends FieldValues & { sort_order?: unknown }>({
  form,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  const { t } = useTranslation();
  const error = (form.formState.errors as Record<string, FieldError | undefined>).sort_order;
  return (
    <Field
      id="place-sort-order"
      label={t('admin_places.common.sort_order')}
      error={error}
      hint={t('admin_places.common.sort_order_hint')}
    >
      <input
        type="number"
        step={1}
        inputMode="numeric"
        {...form.register('sort_order' as Path<Values>)}
        {...describedBy('place-sort-order', error, true)}
      />
    </Field>
  );
}
