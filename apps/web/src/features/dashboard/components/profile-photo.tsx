import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  USER_TYPES,
  type Profile,
} from '@storefront/shared';
import { ApiError } from '../../../lib/api-client';
import { Avatar } from '../../../ui/avatar';
import { CameraIcon } from '../../../ui/icons';
import { notify } from '../../../ui/toast';
import { useUploadProfileImage } from '../api/upload-profile-image';

const ACCEPTED: readonly string[] = PROFILE_IMAGE_TYPES;

/**
 * The profile picture and its upload (spec §5: png, jpeg or webp, "Please upload .png, jpeg or
 * .webp file!"). The browser's type and the size are checked before sending; the server checks
 * the content again.
 */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadProfileImage();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      notify.error(t('invalid_image'));
      return;
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      notify.error(t('image_too_large'));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(t('profile_image_updated')),
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.status !== 0
            ? error.responseText
            : t('common.network_error'),
        ),
    });
  };

  const busy = upload.isPending;
  const accountType = [
    profile.user_type === USER_TYPES.student ? t('dashboard.student') : t('dashboard.office'),
    profile.is_wholesale === 1 ? t('dashboard.wholesaler') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="profile-photo">
      <Avatar
        name={profile.name}
        image={profile.profile_image}
        size={96}
        alt={profile.profile_image ? t('dashboard.photo_alt', { name: profile.name }) : ''}
      />
      <div className="profile-photo__text">
        <p className="profile-photo__name">{profile.name}</p>
        <p className="profile-photo__type">
          <span className="visually-hidden">{t('dashboard.account_type')}: </span>
          {accountType}
        </p>
        <p className="fine-print" id={`${inputId}-hint`}>
          {t('dashboard.photo_hint')}
        </p>
        <div className="profile-photo__upload">
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            name="profile_image"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            aria-describedby={`${inputId}-hint`}
            disabled={busy}
            onChange={onChange}
          />
          <label
            htmlFor={inputId}
            className={`button button--ghost button--small${busy ? ' is-busy' : ''}`}
          >
            <CameraIcon width={18} height={18} />
            {busy ? t('dashboard.uploading') : t('dashboard.change_photo')}
          </label>
        </div>
      </div>
    </div>
  );
}
