import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TextEntry } from '#components/ui/text-entry'

function setup(props: Partial<Parameters<typeof TextEntry>[0]> = {}) {
  const onSubmit = vi.fn()
  const user = userEvent.setup()
  render(<TextEntry label="Write a comment" onSubmit={onSubmit} {...props} />)
  return { user, onSubmit, box: screen.getByRole('textbox', { name: 'Write a comment' }) }
}

describe('TextEntry', () => {
  it('sends with Ctrl+Enter and clears', async () => {
    const { user, onSubmit, box } = setup()
    await user.type(box, 'Loved the ending')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(onSubmit).toHaveBeenCalledWith('Loved the ending')
    expect(box).toHaveValue('')
  })

  it('sends with Cmd (meta)+Enter and clears', async () => {
    const { user, onSubmit, box } = setup()
    await user.type(box, 'Rewatching tonight')
    await user.keyboard('{Meta>}{Enter}{/Meta}')
    expect(onSubmit).toHaveBeenCalledWith('Rewatching tonight')
    expect(box).toHaveValue('')
  })

  it('inserts a new line on plain Enter', async () => {
    const { user, onSubmit, box } = setup()
    await user.type(box, 'first line{Enter}second line')
    expect(box).toHaveValue('first line\nsecond line')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends with the button too', async () => {
    const { user, onSubmit, box } = setup()
    await user.type(box, 'via button')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith('via button')
    expect(box).toHaveValue('')
  })

  it('gives focus back to the box when sent with the button, which then disables', async () => {
    const { user, onSubmit, box } = setup()
    await user.type(box, 'by keyboard')
    await user.tab()
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('by keyboard')
    expect(send).toBeDisabled()
    expect(box).toHaveFocus()
  })

  it('does not send blank text', async () => {
    const { user, onSubmit, box } = setup()
    await user.type(box, '   ')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows a spinner and ignores the shortcut while loading', async () => {
    const { user, onSubmit, box } = setup({ isLoading: true, defaultValue: 'pending text' })
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
    await user.click(box)
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(box).toHaveValue('pending text')
  })

  it('gives the text back when sending fails', async () => {
    const { user, box } = setup({ onSubmit: () => Promise.reject(new Error('offline')) })
    await user.type(box, 'do not lose me')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await screen.findByDisplayValue('do not lose me')).toBe(box)
  })
})
