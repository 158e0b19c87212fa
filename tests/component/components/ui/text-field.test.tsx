import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TextField } from '#components/ui/text-field'

describe('TextField', () => {
  it('counts characters against maxLength as the user types', async () => {
    const user = userEvent.setup()
    render(<TextField label="Tagline" maxLength={50} />)
    expect(screen.getByText('0/50')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Tagline' }), 'Cinephile')
    expect(screen.getByText('9/50')).toBeInTheDocument()
  })

  it('keeps what is typed past maxLength and counts it over the limit', async () => {
    const user = userEvent.setup()
    render(<TextField label="Tagline" maxLength={5} />)
    const box = screen.getByRole('textbox', { name: 'Tagline' })
    expect(box).not.toHaveAttribute('maxlength')
    await user.type(box, 'abcdefgh')
    expect(box).toHaveValue('abcdefgh')
    expect(screen.getByText('8/5')).toHaveAttribute('data-at-limit')
  })

  it('counts an emoji as one character, as the API does', async () => {
    const user = userEvent.setup()
    render(<TextField label="Tagline" maxLength={50} />)
    await user.type(screen.getByRole('textbox', { name: 'Tagline' }), '🎬🍿 night')
    expect(screen.getByText('8/50')).toBeInTheDocument()
  })

  it('counts a controlled value', () => {
    render(<TextField label="Tagline" maxLength={50} value="Twelve chars" onChange={() => {}} />)
    expect(screen.getByText('12/50')).toBeInTheDocument()
  })

  it('shows no counter without maxLength', () => {
    render(<TextField label="Title" />)
    expect(screen.queryByText(/\d+\/\d+/)).not.toBeInTheDocument()
  })

  it('shows an error message and marks the field invalid', () => {
    render(<TextField label="Title" errorMessage="Please add a title to your post!" />)
    const box = screen.getByRole('textbox', { name: 'Title' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('Please add a title to your post!')
  })

  it('renders a textarea when multiline', () => {
    render(<TextField label="Body" multiline description="Markdown is not supported." />)
    const box = screen.getByRole('textbox', { name: 'Body' })
    expect(box.tagName).toBe('TEXTAREA')
    expect(box).toHaveAccessibleDescription('Markdown is not supported.')
  })

  it('reads its help text, then its error, and drops the error once it is cleared', () => {
    const { rerender } = render(
      <TextField label="Email" description="We never share it." errorMessage="Enter an email." />,
    )
    const box = screen.getByRole('textbox', { name: 'Email' })
    expect(box).toHaveAccessibleDescription('We never share it. Enter an email.')
    rerender(<TextField label="Email" description="We never share it." errorMessage="" />)
    expect(box).toHaveAccessibleDescription('We never share it.')
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Enter an email.')).not.toBeInTheDocument()
  })

  it("announces a required field without the browser's own required popup", () => {
    render(<TextField label="Username" isRequired />)
    const box = screen.getByRole('textbox', { name: 'Username' })
    expect(box).toHaveAttribute('aria-required', 'true')
    expect(box).not.toHaveAttribute('required')
    expect(box).toBeValid()
  })

  it('hands the typed text to onChange and focuses the field from its label', async () => {
    const user = userEvent.setup()
    const typed: string[] = []
    render(<TextField label="Password" type="password" onChange={(value) => typed.push(value)} />)
    await user.click(screen.getByText('Password'))
    await user.keyboard('ab')
    expect(typed).toEqual(['a', 'ab'])
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
  })

  it('keeps a read-only field focusable but unchanged by typing', async () => {
    const user = userEvent.setup()
    render(<TextField label="API key" value="fw_123" isReadOnly onChange={() => {}} />)
    const box = screen.getByRole('textbox', { name: 'API key' })
    await user.type(box, 'x')
    expect(box).toHaveFocus()
    expect(box).toHaveValue('fw_123')
  })
})
