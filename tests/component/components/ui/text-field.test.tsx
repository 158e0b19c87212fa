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

  it('stops input at maxLength', async () => {
    const user = userEvent.setup()
    render(<TextField label="Tagline" maxLength={5} />)
    const box = screen.getByRole('textbox', { name: 'Tagline' })
    await user.type(box, 'abcdefgh')
    expect(box).toHaveValue('abcde')
    expect(screen.getByText('5/5')).toBeInTheDocument()
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
})
