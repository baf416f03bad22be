import { useTranslation } from 'react-i18next';

/**
 * The classic food marker: a green square with a dot for vegetarian, a red square with a
 * triangle for non-vegetarian, named for screen readers.
 */
export function VegMarker({ isVeg, size = 18 }: { isVeg: boolean; size?: number }) {
  const { t } = useTranslation();
  const label = isVeg ? t('item.veg') : t('item.non_veg');
  const colour = isVeg ? '#1F6F50' : '#B3261E';
  return (
    <svg
      className="veg-marker"
      viewBox="0 0 20 20"
      width={size}
      height={size}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <rect x="1" y="1" width="18" height="18" rx="3" fill="#fff" stroke={colour} strokeWidth="2" />
      {isVeg ? (
        <circle cx="10" cy="10" r="4.5" fill={colour} />
      ) : (
        <path d="M10 5l5 9H5z" fill={colour} />
      )}
    </svg>
  );
}
