import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Footer } from '#components/layout/footer'
import { FOOTER_COLUMNS } from '#components/layout/footer-links'
import { renderInRouter } from './render-in-router'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

describe('footer', () => {
  it('lists the five policy pages in a Legal column', async () => {
    await renderInRouter(<Footer />)
    const legal = screen.getByRole('navigation', { name: 'Legal' })

    const links = within(legal).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms and conditions', '/terms-and-conditions'],
      ['Privacy policy', '/privacy-policy'],
      ['Cookie policy', '/cookies'],
      ['Disclaimer', '/disclaimer'],
      ['Acceptable use policy', '/acceptable-use-policy'],
    ])
  })

  it('shows the copyright line with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'))
    await renderInRouter(<Footer />)

    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Film Waffle')
  })

  it('keeps the placeholder links defined but hidden', async () => {
    await renderInRouter(<Footer />)
    const footer = screen.getByRole('contentinfo')

    const placeholders = FOOTER_COLUMNS.flatMap((column) => column.links).filter(
      (link) => link.hidden,
    )
    expect(placeholders.length).toBe(6)
    for (const label of ['About', 'Partners', 'FAQs', 'Membership', 'Documentation', 'Guides']) {
      expect(within(footer).queryByText(label)).not.toBeInTheDocument()
    }
  })

  it('opens the social links in a new tab without handing over the opener', async () => {
    await renderInRouter(<Footer />)
    const footer = screen.getByRole('contentinfo')

    const tiktok = within(footer).getByRole('link', { name: /TikTok/ })
    const linkedin = within(footer).getByRole('link', { name: /LinkedIn/ })
    expect(tiktok).toHaveAttribute('href', 'https://www.tiktok.com/@filmwaffle')
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/company/filmwaffle')
    for (const link of [tiktok, linkedin]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
  })

  it('uses the configured social addresses', async () => {
    vi.stubEnv('VITE_SOCIAL_TIKTOK_URL', 'https://video.example/@waffle')
    vi.stubEnv('VITE_SOCIAL_LINKEDIN_URL', 'https://network.example/waffle')
    await renderInRouter(<Footer />)
    const footer = screen.getByRole('contentinfo')

    expect(within(footer).getByRole('link', { name: /TikTok/ })).toHaveAttribute(
      'href',
      'https://video.example/@waffle',
    )
    expect(within(footer).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://network.example/waffle',
    )
  })
})
