import type { Combo, Item } from '@storefront/shared';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { CustomiseComboButton } from '../features/cart/components/customise-combo-button';
import { comboTitleId } from '../features/catalog/components/combo-card';
import { ProductCard, productTitleId } from '../features/catalog/components/product-card';

/**
 * The cart's actions on the catalog's cards, composed here once for every page that shows them
 * (CONVENTIONS: features do not import each other). Each button is described by its card's title.
 */
export function itemCartAction(item: Item) {
  return <AddToCartButton item={item} describedBy={productTitleId(item.id)} />;
}

/** "Customise": login first, then the combo modal. */
export function comboCartAction(combo: Combo, variant: 'primary' | 'ghost' = 'primary') {
  return (
    <CustomiseComboButton combo={combo} variant={variant} describedBy={comboTitleId(combo.id)} />
  );
}

/** An item's card with "Add to cart", as the home page and search results show it. */
export function itemCardWithCart(item: Item) {
  return <ProductCard item={item} action={itemCartAction(item)} />;
}
