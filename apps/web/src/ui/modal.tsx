import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: string;
  /** Read after the title (aria-describedby). */
  description?: ReactNode;
  /** Shown under the title (a price, a note), not part of the name. */
  headerExtra?: ReactNode;
  /**
   * Stays in view while the body scrolls (a running total and the main action): the dialog
   * never grows past the viewport, on phones it sits at the bottom like a sheet.
   */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** False when the footer has its own Close button (one control per name). */
  closeButton?: boolean;
  /**
   * Names the body when it may hold nothing focusable (a read-only summary): it then takes the
   * focus itself, so keyboard users can scroll it (axe scrollable-region-focusable).
   */
  bodyLabel?: string;
  /** Attributes for the dialog element (tests, busy state). */
  contentProps?: { 'data-testid'?: string; 'aria-busy'?: boolean };
  children: ReactNode;
}

/** The accessible dialog (Radix): focus trapped, Escape closes, title announced. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  headerExtra,
  footer,
  size = 'md',
  closeButton = true,
  bodyLabel,
  contentProps,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  // The control that opened the dialog gets the focus back when it closes (Radix returns it to
  // a Dialog.Trigger only, and these dialogs are opened from buttons anywhere on the page).
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`dialog-box modal modal--${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...contentProps}
          onCloseAutoFocus={(event) => {
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <header className="modal__header">
            <div className="modal__heading">
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              {headerExtra ? <div className="fine-print">{headerExtra}</div> : null}
            </div>
            {closeButton ? (
              <Dialog.Close className="icon-button modal__close" aria-label={t('common.close')}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </header>
          <div
            className="modal__body"
            {...(bodyLabel ? { tabIndex: 0, role: 'region', 'aria-label': bodyLabel } : {})}
          >
            {description ? (
              <Dialog.Description className="modal__description">{description}</Dialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
