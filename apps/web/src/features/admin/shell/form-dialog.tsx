import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal';

/**
 * A back-office form in a dialog (a record's fields, a refund, a note): Cancel and the submit
 * button stay in view in the footer, both disabled while the call runs, and the dialog cannot be
 * closed meanwhile, so an answer is never lost with it.
 */
export function FormDialog({
  title,
  description,
  size = 'md',
  busy,
  submitLabel,
  busyLabel,
  onClose,
  onSubmit,
  className,
  testId,
  children,
}: {
  title: string;
  /** Read after the title (what the form will do). */
  description?: ReactNode;
  size?: 'md' | 'lg';
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Classes of the form besides `admin-form`. */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      size={size}
      closeButton={false}
      contentProps={{ 'data-testid': testId, 'aria-busy': busy }}
      footer={
        <div className="admin-dialog__buttons">
          <button type="button" className="button button--ghost" disabled={busy} onClick={onClose}>
            {t('admin.form.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className={className ? `admin-form ${className}` : 'admin-form'}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {children}
      </form>
    </Modal>
  );
}
