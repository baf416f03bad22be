import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Item } from '@storefront/shared';
import { useFormatMoney } from '../../../lib/currency';
import { AllergenLine, DietaryTags } from '../../../ui/dietary-marks';
import { FoodImage } from '../../../ui/food-image';
import { Rating } from '../../../ui/rating';
import { VatIncludedPrice } from '../../../ui/vat-included-price';
import { VegMarker } from '../../../ui/veg-marker';
import type { CatalogCardProps } from './card-props';
import './catalog.css';

const ItemDetailsModal = lazy(() => import('./item-details-modal'));

/** The search parameter that names the dish whose details are open (`/menu?item=12`). */
export const ITEM_DETAILS_PARAM = 'item';

/**
 * Issue 17 item 2: a dish's details live in the address, so a link opens them and the browser's
 * Back button closes them. Opening adds a history entry; closing goes back over it, or, for a
 * page opened on the link itself, takes the parameter away without leaving the page.
 */
function useDetailsInAddress(itemId: number) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const open = params.get(ITEM_DETAILS_PARAM) === String(itemId);
  const searchWith = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  const show = () =>
    navigate(
      { search: searchWith((next) => next.set(ITEM_DETAILS_PARAM, String(itemId))) },
      { state: { openedFrom: location.key }, preventScrollReset: true },
    );
  const close = () => {
    const openedHere = (location.state as { openedFrom?: string } | null)?.openedFrom;
    if (openedHere) void navigate(-1);
    else
      void navigate(
        { search: searchWith((next) => next.delete(ITEM_DETAILS_PARAM)) },
        { replace: true, preventScrollReset: true },
      );
  };
  return { open, show, close };
}

/** The id of a product card's title, for buttons that act on that item (aria-describedby). */
export const productTitleId = (id: number) => `product-${id}-title`;

/**
 * A menu item card (spec §2 menu: veg marker, rating 4.5, price, add to cart). The action (the
 * cart's "Add to cart" button) comes from the caller: features do not import each other.
 */
export function ProductCard({
  item,
  action,
  headingLevel,
  eager = false,
}: CatalogCardProps & { item: Item }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = productTitleId(item.id);
  const details = useDetailsInAddress(item.id);

  return (
    <article
      className="surface-card product-card"
      data-testid="product-card"
      aria-labelledby={titleId}
    >
      {/* A click on the picture opens the details too; keyboards use the title's button. */}
      <div className="product-card__media" onClick={() => void details.show()}>
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
            onClick={() => void details.show()}
          >
            {item.item_name}
          </button>
        </Heading>
        <p className="product-card__description">{item.description}</p>
        <DietaryTags tags={item.tags} withoutVegetarian />
        <AllergenLine allergens={item.allergens} />
        <div className="spread-row product-card__footer">
          <div className="product-card__price-block">
            <VatIncludedPrice>
              <span className="product-card__price">{formatMoney(item.price)}</span>
            </VatIncludedPrice>
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
      {details.open ? (
        <Suspense fallback={null}>
          <ItemDetailsModal item={item} action={action} onClose={details.close} />
        </Suspense>
      ) : null}
    </article>
  );
}
