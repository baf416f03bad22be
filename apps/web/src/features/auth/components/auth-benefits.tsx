import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons';

/** Why an account is worth a minute: shown beside the login and register forms. */
export function AuthBenefits() {
  const { t } = useTranslation();
  return (
    <ul className="stack-list auth-benefits">
      {(['auth.benefit_cart', 'auth.benefit_offers', 'auth.benefit_delivery'] as const).map(
        (key) => (
          <li key={key}>
            <span className="icon-disc auth-benefits__icon" aria-hidden="true">
              <CheckIcon width={16} height={16} />
            </span>
            {t(key)}
          </li>
        ),
      )}
    </ul>
  );
}
