import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/shared';
import { useFormatMoney } from '../../../lib/currency';
import { FoodImage } from '../../../ui/food-image';
import { Rating } from '../../../ui/rating';
import { VegMarker } from '../../../ui/veg-marker';
import './catalog.css';

const ItemDetailsModal = lazy(() => import('./item-details-modal'));

/** The id of a product card's title, for buttons that act on that item (aria-describedby). */
export const productTitleId = (id: number) => `product-${id}-title`;

/**
 * A menu item card (spec §2 menu: veg marker, rating 4.5, price, add to cart). The action (the
 * cart's "Add to cart" button) comes from the caller: features do not import each other.
 */
export function ProductCard({
  item,
  action,
  headingLevel = 3,
  eager = false,
}: {
  item: Item;
  action: ReactNode;
  headingLevel?: 2 | 3;
  /** The first card of a page: its picture loads at once, first (the page's largest paint). */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = productTitleId(item.id);
  const [detailsOpen, setDetailsOpen] = useState(false);

  return (
    <article className="product-card" data-testid="product-card" aria-labelledby={titleId}>
      {/* A click on the picture opens the details too; keyboards use the title's button. */}
      <div className="product-card__media" onClick={() => setDetailsOpen(true)}>
        <FoodImage src={item.image} alt={item.item_name} eager={eager} />
        <span className="product-card__category">{item.category_name}</span>
      </div>
      <div className="product-card__body">
        <div className="product-card__meta">
          <VegMarker isVeg={item.is_veg === 1} />
          <Rating />
        </div>
        <Heading id={titleId} className="product-card__title">
          {/* The dish in full: its whole description, in a dialog (issue 17 item 3). */}
          <button
            type="button"
            className="product-card__open"
            aria-haspopup="dialog"
            onClick={() => setDetailsOpen(true)}
          >
            {item.item_name}
          </button>
        </Heading>
        <p className="product-card__description">{item.description}</p>
        <div className="spread-row product-card__footer">
          <div className="product-card__price-block">
            <span className="product-card__price">{formatMoney(item.price)}</span>
            {item.min_qty > 1 ? (
              <span
                className="product-card__min"
                title={t('item.min_qty_label', { count: item.min_qty })}
              >
                {t('item.min_qty', { count: item.min_qty })}
              </span>
            ) : null}
          </div>
          {action}
        </div>
      </div>
      {detailsOpen ? (
        <Suspense fallback={null}>
          <ItemDetailsModal item={item} action={action} onClose={() => setDetailsOpen(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}
