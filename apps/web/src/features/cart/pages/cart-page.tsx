import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import '../../../i18n/cart-texts';
import { lazyPart } from '../../../lib/routing/lazy-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadingOverlay } from '../../../ui/loader';
import { PageBanner } from '../../../ui/page-banner';
import { useCart } from '../api/get-cart';
import '../components/cart.css';

/** The lines, summary and checkout: loaded only for a cart that has lines. */
const CartContents = lazyPart(() => import('../components/cart-contents'), <LoadingOverlay />);

/** /cart (spec §2): the lines, the server's totals and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const cart = useCart();
  const data = cart.data;

  return (
    <>
      <PageBanner title={t('cart.title')} />
      <div className="container section section--tight">
        {cart.isPending ? <LoadingOverlay /> : null}
        {cart.isError && !data ? <ErrorState onRetry={() => void cart.refetch()} /> : null}
        {data && data.carts.length === 0 ? (
          <EmptyState title={t('cart.empty')} text={t('cart.empty_text')}>
            <Link className="button button--primary" to={paths.menu.getHref()}>
              {t('common.browse_menu')}
            </Link>
            <Link className="button button--ghost" to={paths.combos.getHref()}>
              {t('common.see_combos')}
            </Link>
          </EmptyState>
        ) : null}
        {data && data.carts.length > 0 ? <CartContents cart={data} /> : null}
      </div>
    </>
  );
}
