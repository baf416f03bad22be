import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { FoodImage } from '../../../ui/food-image';
import { notify } from '../../../ui/toast';
import { useInvalidateAdmin, useReportSaveError } from './admin-queries';

/**
 * Sends a picture to a record's image call (multipart `image`); answers the stored path. The
 * language goes in the query, where the upload route reads it for its messages.
 */
export async function uploadRecordImage(path: string, file: File) {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiClient.postForm<{ image: string }>(path, form, {
    languageInQuery: true,
  });
  return answer.responseData.image;
}

/**
 * A record form's picture: a saved record's is uploaded as soon as it is chosen; a new record's
 * is kept and uploaded once the record exists (`uploadPending` with the new id). Without an
 * `imagePath` the record has no picture and both do nothing.
 */
export function useRecordImage(
  imagePath: ((id: number) => string) | undefined,
  resources: readonly string[],
) {
  const { t } = useTranslation();
  const invalidate = useInvalidateAdmin();
  const reportError = useReportSaveError();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (recordId: number | undefined, file: File | null) => {
    if (!imagePath) return;
    if (recordId === undefined) {
      setPendingFile(file);
      return;
    }
    if (!file) return;
    setUploading(true);
    try {
      await uploadRecordImage(imagePath(recordId), file);
      notify.success(t('admin.image.uploaded'));
      await invalidate(...resources);
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };
  const uploadPending = async (newId: number) => {
    if (imagePath && pendingFile) await uploadRecordImage(imagePath(newId), pendingFile);
  };
  return { uploading, choose, uploadPending };
}

/**
 * A record's picture: the current one (or the drawn placeholder), a file chooser and a preview
 * of the chosen file. `onChoose` gets the file; the page uploads it at once (an existing record)
 * or after the record is created (`pending`). The server checks the content (issue 7).
 */
export function ImageField({
  image,
  busy = false,
  pending = false,
  onChoose,
}: {
  image: string;
  busy?: boolean;
  /** The chosen file is kept until the record is saved. */
  pending?: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? image;
  return (
    <div className="admin-image">
      <div className="admin-image__preview">
        {shown ? (
          <img src={shown} alt={t('admin.image.current')} width={160} height={120} />
        ) : (
          <FoodImage src="" alt={t('admin.image.none')} width={160} height={120} />
        )}
      </div>
      <div className="admin-image__controls">
        <label className="field__label" htmlFor={id}>
          {t('admin.image.label')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            setPreview(file ? URL.createObjectURL(file) : null);
            onChoose(file);
          }}
        />
        <p className="field__hint" id={`${id}-hint`} aria-live="polite">
          {busy
            ? t('admin.image.uploading')
            : pending && preview
              ? t('admin.image.pending')
              : t('admin.image.hint')}
        </p>
      </div>
    </div>
  );
}
