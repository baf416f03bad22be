import { useTranslation } from 'react-i18next';
import type { Combo } from '@storefront/shared';
import { useFormatMoney } from '../../../lib/currency';
import { FoodImage } from '../../../ui/food-image';
import { VatIncludedPrice } from '../../../ui/vat-included-price';
import type { CatalogCardProps } from './card-props';
import './catalog.css';

/**
 * A combo card. `summary` lists "1 × Choose your main" (home); `detailed` lists each category
 * with "choose N" (combos page). The action (link or button) comes from the caller.
 */
/** The id of a combo card's title, for buttons that act on that combo (aria-describedby). */
export const comboTitleId = (id: number) => `combo-${id}-title`;

export function ComboCard({
  combo,
  variant = 'detailed',
  action,
  headingLevel,
  eager = false,
}: CatalogCardProps & {
  combo: Combo;
  variant?: 'summary' | 'detailed';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = comboTitleId(combo.id);
  return (
    <article className="surface-card combo-card" data-testid="combo-card" aria-labelledby={titleId}>
      <div className="combo-card__media">
        <FoodImage src={combo.image} alt={combo.title} eager={eager} />
        <span className="combo-card__price">
          <VatIncludedPrice>{formatMoney(combo.price)}</VatIncludedPrice>
        </span>
      </div>
      <div className="combo-card__body">
        <Heading id={titleId} className="combo-card__title">
          {combo.title}
        </Heading>
        <p className="combo-card__description">{combo.description}</p>
        {combo.categories.length > 0 ? (
          <div className="combo-card__includes">
            <p className="combo-card__includes-title">{t('combos.includes')}</p>
            <ul className={`stack-list combo-card__categories combo-card__categories--${variant}`}>
              {combo.categories.map((category) =>
                variant === 'summary' ? (
                  <li key={category.id}>
                    <span className="combo-card__qty">{category.qty} ×</span> {category.title}
                  </li>
                ) : (
                  <li key={category.id}>
                    <span>{category.title || category.category_name}</span>
                    <span className="combo-card__choose">
                      {t('combos.choose', { count: category.qty })}
                    </span>
                  </li>
                ),
              )}
            </ul>
          </div>
        ) : null}
        <div className="combo-card__footer">{action}</div>
      </div>
    </article>
  );
}
