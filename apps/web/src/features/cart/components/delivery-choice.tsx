import { useTranslation } from 'react-i18next';
import type { DeliveryOptions } from '@storefront/shared';

/**
 * Issue 15: the delivery time of the checkout summary: ASAP with its estimate where the shop
 * offers it, and the recipient's place's slots with the places left. `value` is `asap` or a slot
 * id; until the customer picks, the server's earliest is shown (what a checkout naming neither
 * gets). Nothing when the place has no delivery times.
 */
export function DeliveryChoice({
  id,
  options,
  value,
  onChange,
  disabled,
}: {
  id: string;
  options: DeliveryOptions | undefined;
  value: string | null;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (!options || (!options.asap && options.slots.length === 0)) return null;
  const chosen = value ?? options.earliest ?? '';
  const slot = options.slots.find((one) => one.id === chosen);
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="checkout-section__title">
        <label htmlFor={id}>{t('checkout.delivery')}</label>
      </h3>
      <div className="field checkout-for__select">
        <select
          id={id}
          value={chosen}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          data-testid="delivery-choice"
          aria-describedby={slot ? `${id}-hint` : undefined}
        >
          {options.asap ? (
            <option value="asap">{t('checkout.asap', { time: options.asap.label })}</option>
          ) : null}
          {options.slots.map((one) => (
            <option key={one.id} value={one.id}>
              {`${one.label} · ${t('checkout.places_left', { count: one.remaining })}`}
            </option>
          ))}
        </select>
        {slot ? (
          <p className="checkout-for__hint" id={`${id}-hint`}>
            {t('checkout.delivery_hint', {
              time: new Date(slot.cutoff).toLocaleTimeString(document.documentElement.lang, {
                timeZone: options.time_zone,
                hour: '2-digit',
                minute: '2-digit',
                hourCycle: 'h23',
                numberingSystem: 'latn',
              }),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
