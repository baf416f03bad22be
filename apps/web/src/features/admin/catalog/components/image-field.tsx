import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FoodImage } from '../../../../ui/food-image';

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
    <div className="catalog-image">
      <div className="catalog-image__preview">
        {shown ? (
          <img src={shown} alt={t('admin_catalog.image.current')} width={160} height={120} />
        ) : (
          <FoodImage src="" alt={t('admin_catalog.image.none')} width={160} height={120} />
        )}
      </div>
      <div className="catalog-image__controls">
        <label className="field__label" htmlFor={id}>
          {t('admin_catalog.image.label')}
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
            ? t('admin_catalog.image.uploading')
            : pending && preview
              ? t('admin_catalog.image.pending')
              : t('admin_catalog.image.hint')}
        </p>
      </div>
    </div>
  );
}
