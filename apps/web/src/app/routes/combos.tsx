import { CustomiseComboButton } from '../../features/cart/components/customise-combo-button';
import { comboTitleId } from '../../features/catalog/components/combo-card';
import { CombosPage } from '../../features/catalog/pages/combos-page';

/** The combos list (catalog) with the cart's "Customise" on each card, composed here. */
export default function CombosRoute() {
  return (
    <CombosPage
      comboAction={(combo) => (
        <CustomiseComboButton combo={combo} describedBy={comboTitleId(combo.id)} />
      )}
    />
  );
}
