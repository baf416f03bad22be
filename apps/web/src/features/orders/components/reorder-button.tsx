import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../lib/failure-text';
import { paths } from '../../../lib/routing/paths';
import { notify } from '../../../ui/toast';
import { useReorder } from '../api/reorder';

/**
 * "Order again" (issue 16 item 2): puts the order back in the cart and opens the cart, where the
 * customer sees today's prices before paying. The server's text says what was left out.
 */
export function ReorderButton({
  orderId,
  reference,
  className = 'button button--ghost button--small',
}: {
  orderId: number;
  reference: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reorder = useReorder();
  const busy = reorder.isPending;
  return (
    <button
      type="button"
      className={className}
      aria-label={t('orders.reorder_label', { reference })}
      aria-busy={busy}
      disabled={busy}
      data-testid="reorder"
      onClick={() =>
        reorder.mutate(orderId, {
          onSuccess: (answer) => {
            const partly = (answer.responseData?.skipped.length ?? 0) > 0;
            (partly ? notify.warning : notify.success)(answer.responseText || t('orders.reorder'));
            void navigate(paths.cart.getHref());
          },
          onError: (error) => notify.error(failureText(error, t('something_went_wrong'))),
        })
      }
    >
      {busy ? <span className="button-spinner" aria-hidden="true" /> : null}
      {t('orders.reorder')}
    </button>
  );
}
