import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@storefront/shared';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../ui/toast';
import '../../../ui/form.css';
import { useApplyPromoCode, useRemovePromoCode } from '../api/promo-code';

/**
 * Issue 16 item 3: the cart summary's promo code. Without a code, a labelled field and "Apply"
 * (Enter submits); a refusal shows the server's reason under the field and keeps what was typed.
 * With one, the code as a chip with "Remove" (`AppliedPromoCode`). A code that stops applying is
 * taken off by the server, which says so once (decision 093). The figures are the server's: its
 * answer replaces the cached cart.
 */
export function PromoCodeForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const id = useId();
  const apply = useApplyPromoCode();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const chip = useRef<HTMLDivElement>(null);
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setRefusal(t('promo_code_required'));
      input.current?.focus();
      return;
    }
    setRefusal(null);
    apply.mutate(typed, {
      onSuccess: (answer) => {
        setCode('');
        notify.success(answer.responseText || t('promo_applied'));
        // The field gave way to the chip: continue from it.
        requestAnimationFrame(() => chip.current?.focus());
      },
      onError: (error) => {
        setRefusal(failureText(error, t('something_went_wrong')));
        input.current?.focus();
      },
    });
  };

  if (cart.promo_code) {
    return (
      <div className="promo-code">
        <AppliedPromoCode
          code={cart.promo_code}
          groupRef={chip}
          // The chip gave way to the field: continue from it.
          onRemoved={() => requestAnimationFrame(() => input.current?.focus())}
        />
      </div>
    );
  }

  return (
    <form
      className="promo-code field"
      noValidate
      onSubmit={submit}
      aria-label={t('cart_page.promo_label')}
    >
      <label className="field__label" htmlFor={inputId}>
        {t('cart_page.promo_label')}
      </label>
      <div className="promo-code__row">
        <input
          ref={input}
          id={inputId}
          type="text"
          name="promo_code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          dir="ltr"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={apply.isPending}
          aria-busy={apply.isPending}
        >
          {apply.isPending ? t('cart_page.promo_applying') : t('cart_page.promo_apply')}
        </button>
      </div>
      <p id={errorId} className="field__error promo-code__error" role="alert">
        {refusal}
      </p>
    </form>
  );
}

/**
 * The applied code as a chip with "Remove", in the cart's summary and the checkout summary
 * (decision 093: the customer can drop it where they pay). Remove is POST /remove-promo-code,
 * whose answer replaces the cached cart; `onRemoved` places the focus once the chip is gone.
 */
export function AppliedPromoCode({
  code,
  onRemoved,
  disabled = false,
  groupRef,
}: {
  code: string;
  onRemoved: () => void;
  disabled?: boolean;
  groupRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const remove = useRemovePromoCode();

  // mutateAsync: the chip unmounts as its answer replaces the cart, and this still follows.
  const removeCode = () =>
    remove.mutateAsync().then(
      (answer) => {
        notify.success(answer.responseText || t('promo_removed'));
        onRemoved();
      },
      (error: unknown) => notify.error(failureText(error, t('something_went_wrong'))),
    );

  return (
    <div
      ref={groupRef}
      className="promo-code__applied"
      tabIndex={-1}
      role="group"
      aria-label={t('cart_page.promo_applied_label', { code })}
    >
      <span className="promo-code__title">{t('cart_page.promo_label')}</span>
      <span className="promo-code__chip" data-testid="promo-code-chip" dir="ltr">
        {code}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={t('cart_page.promo_remove_label', { code })}
        disabled={disabled || remove.isPending}
        aria-busy={remove.isPending}
        onClick={() => void removeCode()}
      >
        {t('cart_page.promo_remove')}
      </button>
    </div>
  );
}
