import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/shared';
import { useFormatMoney } from '../../../lib/currency';
import { AllergenDetails, DietaryTags } from '../../../ui/dietary-marks';
import { FoodImage } from '../../../ui/food-image';
import { Modal } from '../../../ui/modal';
import { VatIncludedPrice } from '../../../ui/vat-included-price';
import { VegMarker } from '../../../ui/veg-marker';
import './catalog.css';

/**
 * A dish in full (issue 17 item 3): its picture, category, whole description (the card clamps
 * it to two lines), price and wholesale minimum, with the card's own action to add it. A lazy
 * chunk: it loads when a customer opens a dish.
 */
export default function ItemDetailsModal({
  item,
  action,
  onClose,
}: {
  item: Item;
  action: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={item.item_name}
      // Its picture, description and allergens can be taller than a phone: the body scrolls,
      // and keyboards reach it.
      bodyLabel={item.item_name}
      size="md"
      footer={
        <div className="item-details__footer">
          <VatIncludedPrice>
            <span className="product-card__price">{formatMoney(item.price)}</span>
          </VatIncludedPrice>
          {action}
        </div>
      }
    >
      <div className="item-details" data-testid="item-details">
        <FoodImage src={item.image} alt={item.item_name} className="item-details__image" />
        <p className="item-details__meta">
          <VegMarker isVeg={item.is_veg === 1} />
          <span className="item-details__category">{item.category_name}</span>
        </p>
        <DietaryTags tags={item.tags} />
        {item.description ? <p className="item-details__description">{item.description}</p> : null}
        {item.min_qty > 1 ? (
          <p className="product-card__min">{t('item.min_qty_label', { count: item.min_qty })}</p>
        ) : null}
        <AllergenDetails allergens={item.allergens} />
      </div>
    </Modal>
  );
}
