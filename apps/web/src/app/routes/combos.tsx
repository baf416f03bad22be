import { CombosPage } from '../../features/catalog/pages/combos-page';
import { comboCartAction } from '../cart-actions';

/** The combos list (catalog) with the cart's "Customise" on each card, composed here. */
export default function CombosRoute() {
  return <CombosPage comboAction={(combo) => comboCartAction(combo)} />;
}
