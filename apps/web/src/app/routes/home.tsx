import { ComboCard } from '../../features/catalog/components/combo-card';
import { AboutBlock } from '../../features/content/components/about-block';
import { HomePage } from '../../features/home/pages/home-page';
import { comboCartAction, itemCardWithCart } from '../cart-actions';

/**
 * Home composes four features at the app level (CONVENTIONS: features do not import each
 * other): the catalog's cards with the cart's actions, the content's about teaser, the home
 * data and layout.
 */
export default function HomeRoute() {
  return (
    <HomePage
      renderItem={itemCardWithCart}
      renderCombo={(combo, index) => (
        <ComboCard
          combo={combo}
          variant="summary"
          action={comboCartAction(combo, 'ghost')}
          // On a phone the first combo's picture is the largest on the first screen.
          eager={index === 0}
        />
      )}
      about={<AboutBlock variant="teaser" />}
    />
  );
}
