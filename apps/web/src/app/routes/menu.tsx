import { MenuPage } from '../../features/catalog/pages/menu-page';
import { itemCartAction } from '../cart-actions';

/** The menu (catalog) with the cart's "Add to cart" on each card, composed here. */
export default function MenuRoute() {
  return <MenuPage itemAction={itemCartAction} />;
}
