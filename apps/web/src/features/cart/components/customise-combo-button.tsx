import { useTranslation } from 'react-i18next';
import { SlidersIcon } from '../../../ui/icons';
import { useComboModal, type ComboRef } from './combo-modal-context';

/** "Customise" on a combo card: opens the combo modal (login first, spec §6). */
export function CustomiseComboButton({
  combo,
  describedBy,
  variant = 'primary',
}: {
  combo: ComboRef;
  describedBy?: string;
  variant?: 'primary' | 'ghost';
}) {
  const { t } = useTranslation();
  const { customise } = useComboModal();
  return (
    <button
      type="button"
      className={`button button--${variant} button--block`}
      onClick={() => customise({ id: combo.id, title: combo.title, price: combo.price })}
      aria-describedby={describedBy}
      aria-haspopup="dialog"
    >
      <SlidersIcon width={18} height={18} />
      {t('combos.customise')}
    </button>
  );
}
