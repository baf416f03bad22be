import { useState } from 'react';
import './avatar.css';

/** Up to two initials of a name, in any script ("Sara Al Amin" → "SA"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1] ?? '')[0] : '';
  return `${first ?? ''}${last ?? ''}`.toUpperCase();
}

/**
 * A person's picture, or their initials on a coloured disc when there is none (or it fails to
 * load). Decorative by default: the name is always written beside it.
 */
export function Avatar({
  name,
  image,
  size = 40,
  alt = '',
}: {
  name: string;
  image?: string | null;
  size?: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(image) && failed !== image;
  return (
    <span
      className="avatar"
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.38) }}
      aria-hidden={alt ? undefined : true}
    >
      {showImage ? (
        <img
          src={image ?? undefined}
          alt={alt}
          width={size}
          height={size}
          onError={() => setFailed(image ?? null)}
        />
      ) : (
        <span className="avatar__initials">{initialsOf(name) || '?'}</span>
      )}
    </span>
  );
}
