import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative line icons (24×24, currentColor); the text beside them carries the meaning. */
function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * One of the line icons below: `drawing` is its one path's data, or its shapes; `frame` changes
 * the frame's defaults (a filled icon).
 */
function lineIcon(drawing: string | ReactNode, frame?: IconProps) {
  const shapes = typeof drawing === 'string' ? <path d={drawing} /> : drawing;
  return (props: IconProps) => (
    <Icon {...frame} {...props}>
      {shapes}
    </Icon>
  );
}

export const CartIcon = lineIcon(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
  </>,
);

export const MenuIcon = lineIcon('M4 7h16M4 12h16M4 17h16');

export const CloseIcon = lineIcon('M6 6l12 12M18 6L6 18');

/** Points to the inline end (right in LTR); CSS mirrors it in RTL. */
export const ChevronIcon = lineIcon('M9 5l7 7-7 7');

export const ArrowIcon = lineIcon('M5 12h14M13 6l6 6-6 6');

export const StarIcon = lineIcon(
  'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z',
  { fill: 'currentColor', stroke: 'none' },
);

export const PinIcon = lineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const PhoneIcon = lineIcon(
  'M5 3h3.5l1.7 4.5-2.3 1.4a12 12 0 0 0 7.2 7.2l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
);

export const MailIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const GlobeIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);

export const BowlIcon = lineIcon(
  'M3 11h18a9 9 0 0 1-18 0zM8 20h8M9 4c0 1.5 1.5 1.5 1.5 3M13 4c0 1.5 1.5 1.5 1.5 3',
);

export const SlidersIcon = lineIcon(
  <>
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="10" cy="17" r="2" />
  </>,
);

export const BikeIcon = lineIcon(
  <>
    <circle cx="6" cy="17" r="3" />
    <circle cx="18" cy="17" r="3" />
    <path d="M6 17l4-8h5l3 8M10 9L8.5 6H6M15 9l-1.5-3H16" />
  </>,
);

export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

/** A door with an arrow leaving it; mirrored in RTL with .icon-flip. */
export const LogoutIcon = lineIcon('M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9');

export const EyeIcon = lineIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = lineIcon(
  'M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6M3 3l18 18M9.9 9.9a3 3 0 0 0 4.2 4.2',
);

export const CameraIcon = lineIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>,
);

export const ReceiptIcon = lineIcon('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3');

export const DownloadIcon = lineIcon('M12 4v11M7 10.5l5 5 5-5M5 20h14');

export const CheckIcon = lineIcon('M5 12.5l4.5 4.5L19 7.5');

export const PencilIcon = lineIcon('M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4');

export const LockIcon = lineIcon(
  <>
    <rect x="5" y="10" width="14" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
);

/** Facebook's "f" mark in its brand blue (filled, not a line icon). */
export const FacebookMark = (props: IconProps) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
    <circle cx="12" cy="12" r="12" fill="#1877F2" />
    <path
      d="M15.1 12.9l.4-2.9h-2.8V8.2c0-.8.4-1.6 1.6-1.6h1.3V4.2s-1.1-.2-2.2-.2c-2.3 0-3.7 1.4-3.7 3.8V10H7.2v2.9h2.5V20a10 10 0 0 0 3 0v-7.1z"
      fill="#fff"
    />
  </svg>
);

export const TrashIcon = lineIcon(
  'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
);

export const MinusIcon = lineIcon('M5 12h14');

export const PlusIcon = lineIcon('M12 5v14M5 12h14');

export const OfflineIcon = lineIcon(
  <>
    <path d="M2 2l20 20" />
    <path d="M8.5 16.4a5 5 0 0 1 7 0" />
    <path d="M5 12.9a10 10 0 0 1 5.2-2.8" />
    <path d="M14.8 10.2A10 10 0 0 1 19 12.9" />
    <path d="M2 9.3a15 15 0 0 1 4.2-2.6" />
    <path d="M10.7 5.1A15 15 0 0 1 22 9.3" />
    <path d="M12 20h.01" />
  </>,
);
