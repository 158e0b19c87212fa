import type { TextKey } from '#i18n/index'

type PolicyPath =
  | '/terms-and-conditions'
  | '/privacy-policy'
  | '/cookies'
  | '/disclaimer'
  | '/acceptable-use-policy'

export interface ShownFooterLink {
  to: PolicyPath
  labelKey: TextKey
  hidden?: false
}

/**
 * The footer's placeholder links (About, Partners, FAQs, Membership, Documentation, Guides) are
 * defined but not displayed (docs/behaviour.md#navigation-and-layout). They have no pages yet, so
 * they stay configured here with `hidden: true` and the footer skips them until those pages exist.
 */
export interface PlaceholderFooterLink {
  to: string
  labelKey: TextKey
  hidden: true
}

export type FooterLink = ShownFooterLink | PlaceholderFooterLink

export interface FooterColumn<Link extends FooterLink = FooterLink> {
  id: string
  titleKey: TextKey
  links: readonly Link[]
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'legal',
    titleKey: 'layout_footer_legal',
    links: [
      { to: '/terms-and-conditions', labelKey: 'page_terms_title' },
      { to: '/privacy-policy', labelKey: 'page_privacy_title' },
      { to: '/cookies', labelKey: 'page_cookies_title' },
      { to: '/disclaimer', labelKey: 'page_disclaimer_title' },
      { to: '/acceptable-use-policy', labelKey: 'page_acceptable_use_title' },
    ],
  },
  {
    id: 'company',
    titleKey: 'layout_footer_company',
    links: [
      { to: '/about', labelKey: 'layout_footer_about', hidden: true },
      { to: '/partners', labelKey: 'layout_footer_partners', hidden: true },
      { to: '/membership', labelKey: 'layout_footer_membership', hidden: true },
    ],
  },
  {
    id: 'resources',
    titleKey: 'layout_footer_resources',
    links: [
      { to: '/faqs', labelKey: 'layout_footer_faqs', hidden: true },
      { to: '/documentation', labelKey: 'layout_footer_documentation', hidden: true },
      { to: '/guides', labelKey: 'layout_footer_guides', hidden: true },
    ],
  },
]

function isShown(link: FooterLink): link is ShownFooterLink {
  return link.hidden !== true
}

/** Columns with at least one link to show, each holding only its visible links. */
export function visibleFooterColumns(
  columns: readonly FooterColumn[] = FOOTER_COLUMNS,
): FooterColumn<ShownFooterLink>[] {
  return columns
    .map((column) => ({ ...column, links: column.links.filter(isShown) }))
    .filter((column) => column.links.length > 0)
}
