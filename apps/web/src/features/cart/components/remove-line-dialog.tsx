import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../../ui/icons';
// The dimmed backdrop shared with the other dialogs.
import '../../../ui/modal.css';

/**
 * The Remove button of a cart line and its confirmation (spec §2, texts verbatim): an alert
 * dialog, Cancel first and focused, so a stray Enter never deletes.
 */
export function RemoveLineButton({
  describedBy,
  busy,
  onConfirm,
}: {
  describedBy: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className="cart-action cart-action--danger"
          aria-label={t('cart_page.remove')}
          aria-describedby={describedBy}
          title={t('cart_page.remove')}
          disabled={busy}
        >
          <TrashIcon width={18} height={18} />
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="modal__overlay" />
        <AlertDialog.Content className="dialog-box confirm-dialog">
          <div className="icon-disc confirm-dialog__icon" aria-hidden="true">
            <TrashIcon width={28} height={28} />
          </div>
          <AlertDialog.Title className="confirm-dialog__title">
            {t('cart_page.confirm_title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="confirm-dialog__text">
            {t('cart_page.confirm_text')}
          </AlertDialog.Description>
          <div className="confirm-dialog__actions">
            <AlertDialog.Cancel className="button button--ghost">
              {t('cart_page.confirm_cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button button--danger" onClick={onConfirm}>
              {t('cart_page.confirm_yes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
