import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from './unsaved-changes';

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

/** Save, and the question before leaving with unsaved changes: the end of a settings form. */
export function SaveBar<Values extends FieldValues>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Values>;
}) {
  const { isSubmitting, isDirty } = form.formState;
  return (
    <>
      <SaveButton busy={isSubmitting} />
      <UnsavedChangesGuard
        dirty={isDirty}
        shouldBlock={() => form.formState.isDirty && !form.formState.isSubmitting}
      />
    </>
  );
}
