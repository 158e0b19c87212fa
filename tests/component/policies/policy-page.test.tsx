import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PolicyPage } from '#features/policies/policy-page'
import { renderInRouter } from '../layout/render-in-router'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('PolicyPage', () => {
  it('in mock mode shows the local summary and embeds nothing, even with an address configured', async () => {
    vi.stubEnv('VITE_API_MODE', 'mock')
    vi.stubEnv('VITE_POLICY_URL_TERMS', 'https://policies.example/terms')
    const { container } = await renderInRouter(<PolicyPage policy="terms" />)

    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument()
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument()
    expect(screen.getByText(/Last updated/)).toBeInTheDocument()
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('in http mode embeds the provider document in a sandboxed, lazy frame', async () => {
    vi.stubEnv('VITE_API_MODE', 'http')
    vi.stubEnv('VITE_POLICY_URL_PRIVACY', 'https://policies.example/privacy')
    await renderInRouter(<PolicyPage policy="privacy" />)

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument()
    const frame = screen.getByTitle('Privacy policy, as published by our policy provider')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://policies.example/privacy')
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')

    const open = screen.getByRole('link', { name: /Open the full document in a new tab/ })
    expect(open).toHaveAttribute('href', 'https://policies.example/privacy')
    expect(open).toHaveAttribute('target', '_blank')
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')
    // The local summary is not shown when the real document is embedded.
    expect(screen.queryByText(/plain-language summary/)).not.toBeInTheDocument()
  })

  it.each([
    ['cookies', 'VITE_POLICY_URL_COOKIES', 'Cookie policy'],
    ['disclaimer', 'VITE_POLICY_URL_DISCLAIMER', 'Disclaimer'],
    ['acceptable-use', 'VITE_POLICY_URL_ACCEPTABLE_USE', 'Acceptable use policy'],
    ['terms', 'VITE_POLICY_URL_TERMS', 'Terms and conditions'],
  ] as const)('reads the %s address from %s', async (policy, variable, title) => {
    vi.stubEnv('VITE_API_MODE', 'http')
    vi.stubEnv(variable, `https://policies.example/${policy}`)
    await renderInRouter(<PolicyPage policy={policy} />)

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByTitle(`${title}, as published by our policy provider`)).toHaveAttribute(
      'src',
      `https://policies.example/${policy}`,
    )
  })

  it('in http mode without an address falls back to the summary', async () => {
    vi.stubEnv('VITE_API_MODE', 'http')
    vi.stubEnv('VITE_POLICY_URL_COOKIES', '')
    const { container } = await renderInRouter(<PolicyPage policy="cookies" />)

    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Essential storage' })).toBeInTheDocument()
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('never embeds an address that fails the URL allow-list', async () => {
    vi.stubEnv('VITE_API_MODE', 'http')
    vi.stubEnv('VITE_POLICY_URL_DISCLAIMER', 'javascript:alert(1)')
    const { container } = await renderInRouter(<PolicyPage policy="disclaimer" />)

    expect(container.querySelector('iframe')).toBeNull()
    const main = screen.getByRole('region', { name: 'Disclaimer' })
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Recommendations' }),
    ).toBeInTheDocument()
  })
})
