import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { PencilIcon } from '../../../ui/icons';
import { InlineLoader } from '../../../ui/loader';
import { useProfile } from '../api/get-profile';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';

/** The dashboard's profile: the picture, the details, and an "Edit profile" mode. */
export function ProfilePanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const leftEditing = useRef(false);

  // Leaving edit mode returns focus to the button that opened it, before the paint (a layout
  // effect), so no frame shows the focus lost.
  useLayoutEffect(() => {
    if (!editing && leftEditing.current) editButton.current?.focus();
  }, [editing]);

  if (profile.isPending) return <InlineLoader />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;

  return (
    <section className="surface-card account-card" aria-labelledby={headingId}>
      <div className="account-card__head">
        <div>
          <h2 className="block-title" id={headingId}>
            {editing ? t('dashboard.edit_title') : t('dashboard.profile')}
          </h2>
          <p className="account-card__intro">{t('dashboard.profile_intro')}</p>
        </div>
        {editing ? null : (
          <button
            ref={editButton}
            type="button"
            className="button button--ghost button--small"
            onClick={() => setEditing(true)}
          >
            <PencilIcon width={18} height={18} />
            {t('dashboard.edit')}
          </button>
        )}
      </div>
      <ProfilePhoto profile={profile.data} />
      {editing ? (
        <ProfileForm
          profile={profile.data}
          headingId={headingId}
          onDone={() => {
            leftEditing.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </section>
  );
}
