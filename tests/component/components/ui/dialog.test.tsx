import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
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
        failureMessage="The post could not be deleted."
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
    // The focus scope moves focus in a passive effect, which can run a render after the dialog shows.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus())
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

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

  it('closes at once on confirm, and comes back saying so if the action fails', async () => {
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
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onConfirm).toHaveBeenCalledTimes(1)

    reject(new Error('Server said no'))
    const again = await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    expect(within(again).getByRole('alert')).toHaveTextContent('The post could not be deleted.')
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus())

    // Dismissed, the warning goes with it: the next opening asks afresh.
    await user.click(within(again).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    const fresh = await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    expect(within(fresh).queryByRole('alert')).toBeNull()
  })

  it('sends one action for a second confirmation pressed while the first still runs', async () => {
    const user = userEvent.setup()
    let resolve: () => void = () => {}
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((done) => {
          resolve = done
        }),
    )
    render(<ConfirmHarness onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onConfirm).toHaveBeenCalledTimes(1)

    resolve()
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(2)
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
