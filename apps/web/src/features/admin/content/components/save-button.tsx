import { useTranslation } from 'react-i18next';

/** The content pages' Save, with its Ctrl+S shortcut (save-shortcut.ts) announced. */
export function SaveButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="admin-form__buttons">
      <button
        type="submit"
        className="button button--primary"
        disabled={busy}
        title={t('admin_content.save_shortcut')}
        aria-keyshortcuts="Control+S Meta+S"
      >
        {busy ? t('admin.form.saving') : t('admin.form.save')}
      </button>
    </div>
  );
}
