import { useState } from 'react';

/**
 * A dish or banner picture from the API (same-origin /images/...). If it cannot load, a drawn
 * placeholder keeps the card's shape and the alt text stays available.
 */
export function FoodImage({
  src,
  alt,
  className,
  width = 480,
  height = 360,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safeSrc = src.startsWith('/') && !src.startsWith('//') ? src : '';
  if (!safeSrc || failedSrc === safeSrc) {
    return (
      <div
        className={`food-image food-image--placeholder ${className ?? ''}`}
        role="img"
        aria-label={alt}
      >
        <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
          <path d="M8 30h48a24 24 0 0 1-48 0z" fill="#F4A259" />
          <path
            d="M24 12c0 4 4 4 4 9M34 10c0 4 4 4 4 9"
            fill="none"
            stroke="#E4572E"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      </div>
    );
  }
  return (
    // `loading` before `src`: React sets attributes in the order written, and an image made in
    // the browser starts its download when it gets a `src`, lazy or not.
    <img
      className={`food-image ${className ?? ''}`}
      loading={eager ? 'eager' : 'lazy'}
      // The first picture of a page is usually its largest paint (issue 14 item 4).
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'auto' : 'async'}
      src={safeSrc}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailedSrc(safeSrc)}
    />
  );
}
