import type { TextKey } from '#i18n/index'

/**
 * Brand / share links shown in the footer. They are plain outbound links a visitor may follow:
 * nothing is fetched from these hosts and no data comes from them. They are the only outside
 * hosts the layout names, kept in this one module so the repository's host checks have a single
 * reviewed exception. Deployments override them with VITE_SOCIAL_TIKTOK_URL and
 * VITE_SOCIAL_LINKEDIN_URL.
 */
const DEFAULT_TIKTOK_URL = 'https://www.tiktok.com/@filmwaffle'
const DEFAULT_LINKEDIN_URL = 'https://www.linkedin.com/company/filmwaffle'

function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

export interface SocialLink {
  id: 'tiktok' | 'linkedin'
  labelKey: TextKey
  href: string
}

export function getSocialLinks(): SocialLink[] {
  return [
    {
      id: 'tiktok',
      labelKey: 'layout_social_tiktok',
      href: configured(import.meta.env.VITE_SOCIAL_TIKTOK_URL, DEFAULT_TIKTOK_URL),
    },
    {
      id: 'linkedin',
      labelKey: 'layout_social_linkedin',
      href: configured(import.meta.env.VITE_SOCIAL_LINKEDIN_URL, DEFAULT_LINKEDIN_URL),
    },
  ]
}
