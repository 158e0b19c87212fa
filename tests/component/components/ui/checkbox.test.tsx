import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox } from '#components/ui/checkbox'

describe('Checkbox', () => {
  it('is a native checkbox named by its label', () => {
    render(<Checkbox>I agree to the Terms</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' })
    expect(box).toBeInstanceOf(HTMLInputElement)
    expect(box).toHaveAttribute('type', 'checkbox')
    expect(box).not.toBeChecked()
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(box).not.toHaveAttribute('aria-describedby')
  })

  it('toggles on a click on the box or on the label text, reporting true then false', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox onChange={onChange}>I agree to the Terms</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' })

    await user.click(screen.getByText('I agree to the Terms'))
    expect(box).toBeChecked()
    await user.click(box)
    expect(box).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('toggles with the Space key once tabbed to', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox onChange={onChange}>Keep me posted</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'Keep me posted' })

    await user.tab()
    expect(box).toHaveFocus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    await user.keyboard(' ')
    expect(box).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('starts ticked with defaultSelected', () => {
    render(<Checkbox defaultSelected>Keep me posted</Checkbox>)
    expect(screen.getByRole('checkbox', { name: 'Keep me posted' })).toBeChecked()
  })

  it('follows isSelected when controlled', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = render(
      <Checkbox isSelected={false} onChange={onChange}>
        I am over 18
      </Checkbox>,
    )
    const box = screen.getByRole('checkbox', { name: 'I am over 18' })

    // The owner has not agreed to the change yet, so the box stays as it says.
    await user.click(box)
    expect(onChange).toHaveBeenLastCalledWith(true)
    expect(box).not.toBeChecked()

    rerender(
      <Checkbox isSelected onChange={onChange}>
        I am over 18
      </Checkbox>,
    )
    expect(box).toBeChecked()
    await user.click(box)
    expect(onChange).toHaveBeenLastCalledWith(false)
    expect(box).toBeChecked()
  })

  it('toggles a controlled box whose owner keeps the state', async () => {
    const user = userEvent.setup()
    function Owner() {
      const [selected, setSelected] = useState(false)
      return (
        <>
          <Checkbox isSelected={selected} onChange={setSelected}>
            I am over 18
          </Checkbox>
          <p>{selected ? 'ticked' : 'not ticked'}</p>
        </>
      )
    }
    render(<Owner />)
    const box = screen.getByRole('checkbox', { name: 'I am over 18' })

    await user.click(box)
    expect(box).toBeChecked()
    expect(screen.getByText('ticked')).toBeInTheDocument()
    await user.click(screen.getByText('I am over 18'))
    expect(box).not.toBeChecked()
    expect(screen.getByText('not ticked')).toBeInTheDocument()
  })

  it('shows an error message, marks the box invalid and describes it by the message', () => {
    render(
      <Checkbox errorMessage="You must agree to the Terms to continue.">
        I agree to the Terms
      </Checkbox>,
    )
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' })
    expect(screen.getByText('You must agree to the Terms to continue.')).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('You must agree to the Terms to continue.')
  })

  it('shows no error for an empty message, and drops it once the message is gone', () => {
    const { rerender } = render(<Checkbox errorMessage="">I agree to the Terms</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' })
    expect(box).not.toHaveAttribute('aria-invalid')

    rerender(<Checkbox errorMessage="You must agree.">I agree to the Terms</Checkbox>)
    expect(box).toHaveAttribute('aria-invalid', 'true')

    rerender(<Checkbox errorMessage={undefined}>I agree to the Terms</Checkbox>)
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(box).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByText('You must agree.')).not.toBeInTheDocument()
  })

  it('is invalid with isInvalid alone, and isInvalid={false} overrides a message', () => {
    const { rerender } = render(<Checkbox isInvalid>I agree to the Terms</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' })
    expect(box).toHaveAttribute('aria-invalid', 'true')

    rerender(
      <Checkbox isInvalid={false} errorMessage="You must agree.">
        I agree to the Terms
      </Checkbox>,
    )
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('is described by its description, then by its error message', () => {
    const { rerender } = render(
      <Checkbox description="We send at most one e-mail a month.">Keep me posted</Checkbox>,
    )
    const box = screen.getByRole('checkbox', { name: 'Keep me posted' })
    expect(box).toHaveAccessibleDescription('We send at most one e-mail a month.')

    rerender(
      <Checkbox description="We send at most one e-mail a month." errorMessage="Please choose.">
        Keep me posted
      </Checkbox>,
    )
    expect(box).toHaveAccessibleDescription('We send at most one e-mail a month. Please choose.')
  })

  it('announces isRequired without the browser’s own required check', () => {
    render(<Checkbox isRequired>I am over 18</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'I am over 18' })
    expect(box).toHaveAttribute('aria-required', 'true')
    expect(box).not.toHaveAttribute('required')
  })

  it('cannot be toggled or focused when disabled', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Checkbox isDisabled onChange={onChange}>
        Keep me posted
      </Checkbox>,
    )
    const box = screen.getByRole('checkbox', { name: 'Keep me posted' })
    expect(box).toBeDisabled()

    await user.click(box)
    await user.click(screen.getByText('Keep me posted'))
    await user.tab()
    expect(box).not.toHaveFocus()
    await user.keyboard(' ')
    expect(box).not.toBeChecked()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('sends its name and value with the form when ticked', async () => {
    const user = userEvent.setup()
    render(
      <form aria-label="Consents">
        <Checkbox name="over_18" value="yes">
          I am over 18
        </Checkbox>
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Consents' }) as HTMLFormElement
    expect(new FormData(form).get('over_18')).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'I am over 18' }))
    expect(new FormData(form).get('over_18')).toBe('yes')
  })
})
