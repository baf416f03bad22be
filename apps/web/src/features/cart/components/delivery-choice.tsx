import { useTranslation } from 'react-i18next';
import type { DeliveryOptions } from '@storefront/shared';
import { useDeliveryOptions } from '../api/get-delivery-options';

/**
 * What a checkout sends and the chooser shows: the customer's pick while the place still offers
 * it (a slot may fill up or pass its cut-off, another recipient may work elsewhere), otherwise the
 * server's earliest, so the screen never shows one time and the order books another.
 */
export function chosenDelivery(
  options: DeliveryOptions | undefined,
  value: string | null,
): string | undefined {
  if (!options) return undefined;
  const offered =
    value === 'asap' ? options.asap !== null : options.slots.some((slot) => slot.id === value);
  return (offered ? value : options.earliest) ?? undefined;
}

/** "12:30" in the shop's time zone, Latin digits like prices. */
function clockTime(instant: Date, timeZone: string): string {
  return instant.toLocaleTimeString(document.documentElement.lang, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  });
}

/** ASAP's estimate: the time alone when it is today in the shop, else the server's full label. */
function asapTime(asap: NonNullable<DeliveryOptions['asap']>, timeZone: string): string {
  const estimate = new Date(asap.estimate);
  const shopDay = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone });
  return shopDay(estimate) === shopDay(new Date()) ? clockTime(estimate, timeZone) : asap.label;
}

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
  const chosen = chosenDelivery(options, value) ?? '';
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
            <option value="asap">
              {t('checkout.asap', { time: asapTime(options.asap, options.time_zone) })}
            </option>
          ) : null}
          {options.slots.map((one) => (
            <option key={one.id} value={one.id}>
              {`${one.label} · ${t('checkout.places_left', { count: one.remaining })}`}
            </option>
          ))}
        </select>
        {slot ? (
          <p className="fine-print" id={`${id}-hint`}>
            {t('checkout.delivery_hint', {
              time: clockTime(new Date(slot.cutoff), options.time_zone),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The cart page's delivery time (issue 15 item 2): the signed-in customer's own place; the
 * summary modal starts from the same choice (the page holds it).
 */
export function OwnDeliveryChoice({
  userId,
  id,
  value,
  onChange,
}: {
  userId: number;
  id: string;
  value: string | null;
  onChange: (value: string) => void;
}) {
  const options = useDeliveryOptions(userId, undefined);
  return (
    <DeliveryChoice
      id={id}
      options={options.data}
      value={value}
      onChange={onChange}
      disabled={false}
    />
  );
}
