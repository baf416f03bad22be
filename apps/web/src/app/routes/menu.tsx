import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { productTitleId } from '../../features/catalog/components/product-card';
import { MenuPage } from '../../features/catalog/pages/menu-page';

/** The menu (catalog) with the cart's "Add to cart" on each card, composed here. */
export default function MenuRoute() {
  return (
    <MenuPage
      itemAction={(item) => <AddToCartButton item={item} describedBy={productTitleId(item.id)} />}
    />
  );
}
