import type { ReactNode, SVGProps } from 'react'

/**
 * The few line icons the shell needs. Decorative by design: every control that shows one also
 * carries an accessible name, so the SVG itself is hidden from assistive technology.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function makeIcon(name: string, paths: ReactNode) {
  function LayoutIcon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    )
  }
  LayoutIcon.displayName = name
  return LayoutIcon
}

export const MenuIcon = makeIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />)
export const CloseIcon = makeIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />)
export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
)
export const HelpIcon = makeIcon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.25a2.6 2.6 0 0 1 5 .9c0 1.75-2.5 2.35-2.5 3.85" />
    <path d="M12 17.25h.01" />
  </>,
)
/** A clapperboard with a spark: "find me a film". */
export const RecommenderIcon = makeIcon(
  'RecommenderIcon',
  <>
    <path d="M4 10h14v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
    <path d="M4 10l-.6-3.4 13.2-2.3.6 3.4" />
    <path d="M8 5.6l1.9 3M12.3 4.9l1.9 3" />
    <path d="M20 3v4M18 5h4" />
  </>,
)
export const HomeIcon = makeIcon(
  'HomeIcon',
  <>
    <path d="M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z" />
  </>,
)
export const FeedIcon = makeIcon(
  'FeedIcon',
  <>
    <rect x="4" y="4" width="7" height="7" rx="1" />
    <rect x="13" y="4" width="7" height="7" rx="1" />
    <rect x="4" y="13" width="7" height="7" rx="1" />
    <rect x="13" y="13" width="7" height="7" rx="1" />
  </>,
)
export const BellIcon = makeIcon(
  'BellIcon',
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
)
export const UserIcon = makeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20c1.2-3.6 4.2-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </>,
)
export const SettingsIcon = makeIcon(
  'SettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
)
export const LogoutIcon = makeIcon(
  'LogoutIcon',
  <>
    <path d="M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" />
    <path d="M16 16l4-4-4-4M20 12H9" />
  </>,
)
export const LoginIcon = makeIcon(
  'LoginIcon',
  <>
    <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4" />
    <path d="M10 16l4-4-4-4M14 12H3" />
  </>,
)
export const SignUpIcon = makeIcon(
  'SignUpIcon',
  <>
    <circle cx="10" cy="8.5" r="4" />
    <path d="M3 20c1.1-3.4 3.9-5.5 7-5.5 1.3 0 2.5.3 3.6 1" />
    <path d="M19 14v6M16 17h6" />
  </>,
)
export const PlusIcon = makeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />)
export const ExternalIcon = makeIcon(
  'ExternalIcon',
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
)
