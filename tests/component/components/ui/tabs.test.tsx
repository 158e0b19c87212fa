import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tabs, type TabItem } from '#components/ui/tabs'

const items: TabItem[] = [
  { id: 'posts', name: 'Posts', icon: 'film', count: 12, showCount: true },
  { id: 'boards', name: 'Boards', icon: 'grid', count: 3 },
  { id: 'groups', name: 'Groups', count: 7, showCount: false },
]

function renderTabs() {
  render(
    <Tabs aria-label="Profile sections" items={items}>
      {(item) => <p>{item.name} panel</p>}
    </Tabs>,
  )
}

describe('Tabs', () => {
  it('makes the first tab active by default', () => {
    renderTabs()
    expect(screen.getByRole('tab', { name: /Posts/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: /Boards/ })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Posts panel')
  })

  it('shows the count only when showCount is set', () => {
    renderTabs()
    expect(screen.getByRole('tab', { name: /Posts/ })).toHaveTextContent('12')
    expect(screen.getByRole('tab', { name: /Boards/ })).not.toHaveTextContent('3')
    expect(screen.getByRole('tab', { name: /Groups/ })).not.toHaveTextContent('7')
  })

  it('switches panels on click and with arrow keys', async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.click(screen.getByRole('tab', { name: /Boards/ }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Boards panel')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /Groups/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Groups panel')
  })
})
