import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { CustomiseComboButton } from '../../features/cart/components/customise-combo-button';
import { ComboCard, comboTitleId } from '../../features/catalog/components/combo-card';
import { ProductCard, productTitleId } from '../../features/catalog/components/product-card';
import { AboutBlock } from '../../features/content/components/about-block';
import { HomePage } from '../../features/home/pages/home-page';

/**
 * Home composes four features at the app level (CONVENTIONS: features do not import each
 * other): the catalog's cards with the cart's actions, the content's about teaser, the home
 * data and layout.
 */
export default function HomeRoute() {
  return (
    <HomePage
      renderItem={(item) => (
        <ProductCard
          item={item}
          action={<AddToCartButton item={item} describedBy={productTitleId(item.id)} />}
        />
      )}
      renderCombo={(combo) => (
        <ComboCard
          combo={combo}
          variant="summary"
          action={
            <CustomiseComboButton
              combo={combo}
              variant="ghost"
              describedBy={comboTitleId(combo.id)}
            />
          }
        />
      )}
      about={<AboutBlock variant="teaser" />}
    />
  );
}
