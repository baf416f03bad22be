import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@storefront/shared';
import { FoodImage } from '../../../ui/food-image';

type OrderLine = OrderDetails['combo_items'][number];

/** A section of an order's lines (combos, other products) under its title; none when empty. */
export function OrderLinesSection({
  headingId,
  title,
  ...list
}: OrderLinesProps & { headingId: string; title: string }) {
  if (list.lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="order-section">
      <h3 id={headingId} className="order-section__title">
        {title}
      </h3>
      <OrderLines {...list} />
    </section>
  );
}

interface OrderLinesProps {
  lines: OrderLine[];
  formatMoney: (amount: number) => string;
  testId: string;
}

/** An order's lines as they were when it was placed (its snapshot, DESIGN §6). */
function OrderLines({ lines, formatMoney, testId }: OrderLinesProps) {
  const { t } = useTranslation();
  return (
    <ul className="stack-list stack-list--ruled" data-testid={testId}>
      {lines.map((line) => (
        <li key={line.id} className="media-row">
          <FoodImage src={line.image} alt="" className="order-line__image" width={56} height={56} />
          <div className="order-line__main">
            <p className="order-line__name">{line.name}</p>
            {line.picks.length > 0 ? (
              <ul className="inline-list order-line__picks" aria-label={t('orders.your_choices')}>
                {line.picks.map((pick, index) => (
                  <li key={`${pick.category_title}-${pick.item_name}-${index}`}>
                    {pick.item_name}
                    {pick.price > 0 ? (
                      <>
                        {' '}
                        <bdi className="order-line__pick-price">+{formatMoney(pick.price)}</bdi>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="fine-print">
              {t('orders.quantity', { count: line.quantity })} · {t('orders.unit_price')}{' '}
              {formatMoney(line.unit_price)}
            </p>
          </div>
          <strong className="amount">{formatMoney(line.line_total)}</strong>
        </li>
      ))}
    </ul>
  );
}
