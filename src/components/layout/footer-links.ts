type PolicyPath =
  | '/terms-and-conditions'
  | '/privacy-policy'
  | '/cookies'
  | '/disclaimer'
  | '/acceptable-use-policy'

export interface ShownFooterLink {
  to: PolicyPath
  label: string
  hidden?: false
}

/**
 * Spec §2 "Footer": the placeholder links (About, Partners, FAQs, Membership, Documentation,
 * Guides) "are defined but not displayed". They have no pages yet, so they stay configured here
 * with `hidden: true` and the footer skips them until those pages exist.
 */
export interface PlaceholderFooterLink {
  to: string
  label: string
  hidden: true
}

export type FooterLink = ShownFooterLink | PlaceholderFooterLink

export interface FooterColumn<Link extends FooterLink = FooterLink> {
  id: string
  title: string
  links: readonly Link[]
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'legal',
    title: 'Legal',
    links: [
      { to: '/terms-and-conditions', label: 'Terms and conditions' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/cookies', label: 'Cookie policy' },
      { to: '/disclaimer', label: 'Disclaimer' },
      { to: '/acceptable-use-policy', label: 'Acceptable use policy' },
    ],
  },
  {
    id: 'company',
    title: 'Company',
    links: [
      { to: '/about', label: 'About', hidden: true },
      { to: '/partners', label: 'Partners', hidden: true },
      { to: '/membership', label: 'Membership', hidden: true },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [
      { to: '/faqs', label: 'FAQs', hidden: true },
      { to: '/documentation', label: 'Documentation', hidden: true },
      { to: '/guides', label: 'Guides', hidden: true },
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
