import { useOrderingStatus } from '../../../lib/ordering-status';
import { ClockIcon } from '../../../ui/icons';

/**
 * Issue 15: while the shop is closed, every page says when ordering opens (or that orders are
 * taken ahead), in the shopper's language, as the server words it. Nothing while open.
 */
export function OrderingNotice() {
  const { data } = useOrderingStatus();
  if (!data?.notice) return null;
  return (
    <div
      className={`ordering-notice${data.accepts_orders ? ' ordering-notice--ahead' : ''}`}
      role="status"
      data-testid="ordering-notice"
    >
      <div className="container ordering-notice__inner">
        <ClockIcon width={20} height={20} />
        <p>{data.notice}</p>
      </div>
    </div>
  );
}
