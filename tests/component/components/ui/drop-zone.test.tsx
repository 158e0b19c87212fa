import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DropZone, truncateFileName } from '#components/ui/drop-zone'

function image(name: string, bytes: number, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type })
}

function setup(props: Partial<Parameters<typeof DropZone>[0]> = {}) {
  const onFiles = vi.fn()
  // applyAccept off: the point is to see what the drop zone itself does with a wrong file.
  const user = userEvent.setup({ applyAccept: false })
  const { container } = render(<DropZone label="Post image" onFiles={onFiles} {...props} />)
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  return { user, input, onFiles }
}

describe('DropZone', () => {
  it('accepts png and jpeg files and lists them', async () => {
    const { user, input, onFiles } = setup()
    const files = [image('poster.png', 10), image('still.jpg', 10, 'image/jpeg')]
    await user.upload(input, files)
    expect(onFiles).toHaveBeenLastCalledWith(files)
    const list = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(list).getByText('poster.png')).toBeInTheDocument()
    expect(within(list).getByText('still.jpg')).toBeInTheDocument()
  })

  it('refuses a file of the wrong type with the drop zone message', async () => {
    const { user, input, onFiles } = setup()
    await user.upload(input, image('notes.pdf', 10, 'application/pdf'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File type must be image/png, image/jpeg, image/jpg',
    )
    expect(onFiles).not.toHaveBeenCalled()
  })

  it('refuses a file above maxSize', async () => {
    const { user, input, onFiles } = setup({ maxSize: 250000 })
    await user.upload(input, image('huge.png', 250001))
    expect(screen.getByText('File is larger than 250000 bytes')).toBeInTheDocument()
    expect(onFiles).not.toHaveBeenCalled()
  })

  it('accepts a file of exactly maxSize', async () => {
    const { user, input, onFiles } = setup({ maxSize: 250000 })
    await user.upload(input, image('just-right.png', 250000))
    expect(onFiles).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('refuses a file below minSize', async () => {
    const { user, input } = setup({ minSize: 100 })
    await user.upload(input, image('tiny.png', 99))
    expect(screen.getByText('File is smaller than 100 bytes')).toBeInTheDocument()
  })

  it('refuses files beyond maxFiles with "Too many files"', async () => {
    const { user, input, onFiles } = setup({ maxFiles: 1 })
    await user.upload(input, image('first.png', 10))
    expect(onFiles).toHaveBeenCalledTimes(1)

    await user.upload(input, image('second.png', 10))
    const refused = screen.getByRole('alert')
    expect(refused).toHaveTextContent('Too many files')
    expect(refused).toHaveTextContent('second.png')
    expect(onFiles).toHaveBeenCalledTimes(1)
    const chosen = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(chosen).queryByText('second.png')).not.toBeInTheDocument()
  })

  it('replaces the file when only one may be chosen', async () => {
    const { user, input, onFiles } = setup({ multiple: false })
    await user.upload(input, image('first.png', 10))
    const second = image('second.png', 10)
    await user.upload(input, second)
    expect(onFiles).toHaveBeenLastCalledWith([second])
  })

  it('cuts long names at 25 characters and adds an ellipsis', async () => {
    const { user, input } = setup()
    const name = 'a-very-long-poster-file-name-for-testing.png'
    await user.upload(input, image(name, 10))
    const chosen = screen.getByRole('list', { name: 'Chosen files' })
    expect(within(chosen).getByText(`${name.slice(0, 25)}…`)).toBeInTheDocument()
    expect(within(chosen).queryByText(name)).not.toBeInTheDocument()
    expect(truncateFileName('exactly-twenty-five-chars')).toBe('exactly-twenty-five-chars')
  })

  it('removes a chosen file', async () => {
    const { user, input, onFiles } = setup()
    await user.upload(input, [image('keep.png', 10), image('drop.png', 10)])
    await user.click(screen.getByRole('button', { name: 'Remove drop.png' }))
    expect(screen.queryByText('drop.png')).not.toBeInTheDocument()
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'keep.png' })])
  })
})
