import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NativeButton, NativeIconButton } from '#components/ui/native-button'

describe('NativeButton', () => {
  it('acts on a click, Enter and Space, and never submits the form around it', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <NativeButton onClick={onClick}>Search</NativeButton>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Search' })
    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(3)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits its form as a submit button, but not again while busy (click or Enter in a field)', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Username" />
        <NativeButton type="submit">Log in</NativeButton>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)

    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Username" />
        <NativeButton type="submit" isPending>
          Log in
        </NativeButton>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: /Log in/ }))
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ann{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <NativeButton disabled onClick={onClick}>
        Search
      </NativeButton>,
    )
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('NativeButton while pending', () => {
  it('keeps its focus and label, shows a spinner and ignores presses', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { rerender } = render(
      <NativeButton isPending={false} onClick={onClick}>
        Load more
      </NativeButton>,
    )
    const button = screen.getByRole('button', { name: 'Load more' })
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)

    rerender(
      <NativeButton isPending onClick={onClick}>
        Load more
      </NativeButton>,
    )
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
    expect(button).toHaveTextContent('Load more')
    await user.click(button)
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button).toHaveFocus()

    rerender(
      <NativeButton isPending={false} onClick={onClick}>
        Load more
      </NativeButton>,
    )
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})

describe('NativeIconButton', () => {
  it('is named by its label and reports the popup it controls', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <NativeIconButton
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={onClick}
      >
        <svg aria-hidden="true" />
      </NativeIconButton>,
    )
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledOnce()
  })
})

describe('NativeButton announcing its busy state', () => {
  function liveRegion() {
    return document.querySelector('body > [aria-live="assertive"]')
  }

  it('tells a screen reader when the focused button turns busy and when it is done', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<NativeButton isPending={false}>Load more</NativeButton>)
    await user.click(screen.getByRole('button', { name: 'Load more' }))

    rerender(<NativeButton isPending>Load more</NativeButton>)
    // The region exists before it speaks (screen readers miss a region's first words otherwise).
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Load more Loading'))

    rerender(<NativeButton isPending={false}>Load more</NativeButton>)
    expect(liveRegion()).toHaveTextContent(/^Load more$/)
  })

  it('says nothing for a button that does not have focus', () => {
    const { rerender } = render(<NativeButton isPending={false}>Save board</NativeButton>)
    rerender(<NativeButton isPending>Save board</NativeButton>)
    expect(liveRegion()?.textContent ?? '').not.toContain('Save board')
  })

  it('still hands its element to a ref', () => {
    const ref = { current: null as HTMLButtonElement | null }
    render(<NativeButton ref={ref}>Retry</NativeButton>)
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Retry' }))
  })
})
