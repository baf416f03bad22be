import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, describedBy, type ListOption } from '../../../../ui/form';

/**
 * A titled list of checkboxes choosing records by id (the items or combos a code covers): the
 * value is the ticked ids, whatever the number of options (a lone checkbox is still a list).
 */
export function IdChecklist({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  /** Undefined while the options load. */
  options: ListOption[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: FieldError | undefined;
}) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...value, optionId] : value.filter((ticked) => ticked !== optionId));
  return (
    <fieldset className="admin-form__fieldset promo-checklist" {...describedBy(id, error)}>
      <legend className="localized-fields__legend">{legend}</legend>
      {options === undefined ? (
        <p role="status">{t('admin_promotions.form.loading')}</p>
      ) : options.length === 0 ? (
        <p>{t('admin_promotions.form.none')}</p>
      ) : (
        <div className="promo-checklist__options">
          {options.map((option) => (
            <label key={option.id} className="admin-form__check">
              <input
                type="checkbox"
                checked={chosen.has(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      <FieldErrorText id={id} error={error} label={legend} />
    </fieldset>
  );
}
