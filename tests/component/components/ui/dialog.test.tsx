import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '#components/ui/button'
import { ConfirmDialog, Dialog, DialogTrigger, Modal } from '#components/ui/dialog'

function ConfirmHarness({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete post</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Delete this post?"
        tone="danger"
        confirmLabel="Delete"
        onConfirm={onConfirm}
      >
        It will be gone for good.
      </ConfirmDialog>
    </>
  )
}

describe('ConfirmDialog', () => {
  it('moves focus into the dialog and back to the trigger when cancelled', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmHarness onConfirm={onConfirm} />)
    const trigger = screen.getByRole('button', { name: 'Delete post' })

    await user.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('closes on Escape and restores focus', async () => {
    const user = userEvent.setup()
    render(<ConfirmHarness onConfirm={vi.fn()} />)
    const trigger = screen.getByRole('button', { name: 'Delete post' })
    await user.click(trigger)
    await screen.findByRole('alertdialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('confirms and closes', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmHarness onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('stays open, busy, while the confirmation runs, and stays open if it fails', async () => {
    const user = userEvent.setup()
    let reject: (error: Error) => void = () => {}
    const onConfirm = vi.fn(
      () =>
        new Promise((_, fail) => {
          reject = fail
        }),
    )
    render(<ConfirmHarness onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()

    reject(new Error('Server said no'))
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })
})

describe('Dialog', () => {
  it('has a title, a close button, and returns focus to its trigger', async () => {
    const user = userEvent.setup()
    render(
      <DialogTrigger>
        <Button>Help</Button>
        <Modal>
          <Dialog title="Need a hand?">Write to us.</Dialog>
        </Modal>
      </DialogTrigger>,
    )
    const trigger = screen.getByRole('button', { name: 'Help' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Need a hand?' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })
})
