import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppLayout } from '#components/layout/app-layout'
import { renderInRouter } from './render-in-router'

function layout(helpExtra?: React.ReactNode) {
  return (
    <AppLayout account={null} isAuthLoading={false} onLogout={vi.fn()} helpExtra={helpExtra}>
      <p>Page body</p>
    </AppLayout>
  )
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('Help dialog', () => {
  it('opens from the header, shows the support address, and Escape returns focus to Help', async () => {
    const { user } = await renderInRouter(layout())
    const help = within(screen.getByRole('banner')).getByRole('button', { name: 'Help' })

    await user.click(help)

    const dialog = await screen.findByRole('dialog', { name: 'Help and support' })
    const address = within(dialog).getByRole('link', { name: 'support@filmwaffle.example' })
    expect(address).toHaveAttribute('href', 'mailto:support@filmwaffle.example')

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(help).toHaveFocus())
  })

  it('uses the configured support address', async () => {
    vi.stubEnv('VITE_SUPPORT_EMAIL', 'help@cinema.example')
    const { user } = await renderInRouter(layout())

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Help' }))

    const dialog = await screen.findByRole('dialog', { name: 'Help and support' })
    expect(within(dialog).getByRole('link', { name: 'help@cinema.example' })).toHaveAttribute(
      'href',
      'mailto:help@cinema.example',
    )
  })

  it('shows the extra content it is given (the contact form slot)', async () => {
    const { user } = await renderInRouter(layout(<form aria-label="Contact us" />))

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Help' }))

    const dialog = await screen.findByRole('dialog', { name: 'Help and support' })
    expect(within(dialog).getByRole('form', { name: 'Contact us' })).toBeInTheDocument()
  })

  it('closes from its close button too', async () => {
    const { user } = await renderInRouter(layout())
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Help' }))
    const dialog = await screen.findByRole('dialog', { name: 'Help and support' })

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
