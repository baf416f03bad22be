import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../shell/admin-page';

/**
 * While a form holds unsaved changes, leaving its page asks first: a link inside the shop opens
 * a confirmation; closing or reloading the tab gets the browser's own question. `shouldBlock`
 * is asked at the moment of leaving (not at the last render), so a form's own navigation after
 * a save or a delete passes.
 */
export function UnsavedChangesGuard({
  dirty,
  shouldBlock,
}: {
  dirty: boolean;
  shouldBlock: () => boolean;
}) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );
  const when = dirty;

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('admin_content.unsaved.title')}
      text={t('admin_content.unsaved.text')}
      confirmLabel={t('admin_content.unsaved.leave')}
      onConfirm={() => {
        blocker.proceed?.();
        return Promise.resolve();
      }}
    />
  );
}
