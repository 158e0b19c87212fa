import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Avatar } from '#components/ui/avatar'
import { Badge } from '#components/ui/badge'
import { Button } from '#components/ui/button'
import { Checkbox } from '#components/ui/checkbox'
import { ExternalLink } from '#components/ui/link'
import { Loader } from '#components/ui/loader'
import { Menu, MenuItem, MenuTrigger } from '#components/ui/menu'

describe('Button', () => {
  it('keeps its name, shows a spinner and ignores presses while pending', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    render(
      <Button isPending onPress={onPress}>
        Save post
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Save post/ })
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(onPress).not.toHaveBeenCalled()
  })
})

describe('ExternalLink', () => {
  it('opens a safe URL in a new tab without an opener', () => {
    render(<ExternalLink href="https://example.com/film">Trailer</ExternalLink>)
    const link = screen.getByRole('link', { name: /Trailer/ })
    expect(link).toHaveAttribute('href', 'https://example.com/film')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    // jsdom's name computation drops the leading space that browsers keep.
    expect(link).toHaveAccessibleName(/^Trailer ?\(opens in a new tab\)$/)
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x'])(
    'renders %s as plain text, not a link',
    (href) => {
      render(<ExternalLink href={href}>Suspicious</ExternalLink>)
      expect(screen.queryByRole('link')).not.toBeInTheDocument()
      expect(screen.getByText('Suspicious')).toBeInTheDocument()
    },
  )
})

describe('Avatar', () => {
  it('shows the picture with its alt text and a reserved size', () => {
    render(<Avatar src="https://cdn.example.com/ana.jpg" alt="Profile picture of ana" size="lg" />)
    const image = screen.getByRole('img', { name: 'Profile picture of ana' })
    expect(image).toHaveAttribute('width', '64')
    expect(image).toHaveAttribute('height', '64')
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('falls back to the person icon for a missing, unsafe or broken picture', () => {
    const { rerender } = render(<Avatar src={null} alt="Default profile picture" />)
    expect(screen.getByRole('img', { name: 'Default profile picture' }).tagName).toBe('svg')

    rerender(<Avatar src="javascript:alert(1)" alt="Default profile picture" />)
    expect(screen.getByRole('img', { name: 'Default profile picture' }).tagName).toBe('svg')

    rerender(<Avatar src="https://cdn.example.com/gone.jpg" alt="Profile picture of bo" />)
    fireEvent.error(screen.getByRole('img', { name: 'Profile picture of bo' }))
    expect(screen.getByRole('img', { name: 'Profile picture of bo' }).tagName).toBe('svg')
  })
})

describe('Badge', () => {
  it('reads the count with what it counts, and caps the visible number', () => {
    render(<Badge count={120} label="unread notifications" />)
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('120 unread notifications')).toBeInTheDocument()
  })

  it('hides at zero', () => {
    const { container } = render(<Badge count={0} label="unread notifications" />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('Loader', () => {
  it('is a labelled status', () => {
    render(<Loader tone="danger" label="Loading comments" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments')
  })
})

describe('Checkbox', () => {
  it('toggles by its label and shows an error message', async () => {
    const user = userEvent.setup()
    render(
      <Checkbox errorMessage="You must agree to the Terms to continue.">
        I agree to the Terms
      </Checkbox>,
    )
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' })
    expect(box).toHaveAccessibleDescription('You must agree to the Terms to continue.')
    await user.click(screen.getByText('I agree to the Terms'))
    expect(box).toBeChecked()
  })
})

describe('Menu', () => {
  it('opens from its trigger and runs an action', async () => {
    const user = userEvent.setup()
    const onAction = vi.fn()
    render(
      <MenuTrigger>
        <Button>Post options</Button>
        <Menu onAction={onAction}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuItem id="delete" tone="danger">
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    )
    await user.click(screen.getByRole('button', { name: 'Post options' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(onAction.mock.calls[0]?.[0]).toBe('delete')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
