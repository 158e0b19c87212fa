import { render, screen } from '@testing-library/react'
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
