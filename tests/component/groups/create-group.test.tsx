import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { db, setScenario } from '#mocks/node'
import { createQueryClient } from '#app/query-client'
import type { Group } from '#features/groups/api/group-queries'
import { CreateGroupDialog } from '#features/groups/components/create-group-dialog'
import { png, PNG_DATA_URL } from '#tests/utils/files'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

function filmfanId(): number {
  const profile = db().profiles.find((p) => p.username === 'filmfan')
  if (!profile) throw new Error('filmfan is seeded')
  return profile.id
}

function alerts() {
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

/** filmfan on the page of a group they run, with the create-group dialog open. */
async function openDialog() {
  await signIn('filmfan')
  const group = db().groups.find((g) => g.administrators.includes(filmfanId()))
  if (!group) throw new Error('filmfan runs a group')
  const app = renderApp(`/group/${group.slug}`)
  const open = await screen.findByRole('button', { name: 'Create a group' })
  await app.user.click(open)
  const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
  return { app, dialog }
}

function fields(dialog: HTMLElement) {
  return {
    name: within(dialog).getByRole('textbox', { name: /^Name/ }),
    description: within(dialog).getByRole('textbox', { name: /^Description/ }),
    submit: within(dialog).getByRole('button', { name: 'Create group' }),
  }
}

function fileInputs(dialog: HTMLElement) {
  const [profile, cover] = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')
  if (!profile || !cover) throw new Error('two pictures can be chosen')
  return { profile, cover }
}

describe('create-group dialog (focused)', () => {
  function Harness({ onCreated }: { onCreated: (group: Group) => void }) {
    const [isOpen, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Start a group
        </button>
        <CreateGroupDialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          viewerId={filmfanId()}
          onCreated={onCreated}
        />
      </>
    )
  }

  it('fetches the categories when opened, and the topics follow the category', async () => {
    const fetched = captureRequests('GET', '/api/interest/group/category')
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={createQueryClient()}>
        <JotaiProvider store={createStore()}>
          <Harness onCreated={vi.fn()} />
        </JotaiProvider>
      </QueryClientProvider>,
    )
    // The categories call runs when the dialog is used, not before (docs/behaviour.md#groups).
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetched).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Start a group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' })
    const categories = within(dialog).getByRole('radiogroup', { name: /^Category/ })
    await within(categories).findByRole('radio', { name: 'Filmmaking' })
    expect(fetched).toHaveLength(1)
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Genre Fans', 'Filmmaking', 'Local Screenings', 'Watch Clubs'])
    expect(within(dialog).getByText('Choose a category to see its topics.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('checkbox')).toBeNull()

    await user.click(within(categories).getByRole('radio', { name: 'Filmmaking' }))
    const topics = within(dialog).getByRole('group', { name: 'Topics (optional)' })
    expect(
      within(topics)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Screenwriting', 'Cinematography', 'Editing', 'Practical Effects'])
    await user.click(within(topics).getByRole('checkbox', { name: 'Editing' }))
    expect(within(topics).getByRole('checkbox', { name: 'Editing' })).toBeChecked()

    // Another category: its own topics, none of the old choices kept.
    await user.click(within(categories).getByRole('radio', { name: 'Watch Clubs' }))
    const next = within(dialog).getByRole('group', { name: 'Topics (optional)' })
    expect(
      within(next)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Weekly', 'Monthly', 'Festival Trips'])
    expect(
      within(next)
        .getAllByRole('checkbox')
        .some((c) => (c as HTMLInputElement).checked),
    ).toBe(false)

    // Closing and reopening asks again only when the list is stale.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Start a group' }))
    await screen.findByRole('dialog', { name: 'Create a group' })
    expect(fetched).toHaveLength(1)
  })
})

describe('create-group dialog (from the group page)', () => {
  it('asks for a name, a description and a category before sending anything', async () => {
    const sent = captureRequests('POST', '/api/interest/group')
    const { app, dialog } = await openDialog()
    await within(dialog).findByRole('radio', { name: 'Filmmaking' })

    await app.user.click(fields(dialog).submit)

    expect(within(dialog).getByText('Please add a name to your group!')).toBeInTheDocument()
    expect(within(dialog).getByText('Please add a description to your group!')).toBeInTheDocument()
    expect(within(dialog).getByText('Please choose a category for your group!')).toBeInTheDocument()
    await waitFor(() => expect(fields(dialog).name).toHaveFocus())
    expect(sent).toHaveLength(0)
    expect(screen.getByRole('dialog', { name: 'Create a group' })).toBeInTheDocument()

    // A blank name is still missing; the category message leaves once one is chosen.
    await fill(app.user, fields(dialog).name, '   ')
    await fill(app.user, fields(dialog).description, 'Somewhere to talk.')
    await app.user.click(within(dialog).getByRole('radio', { name: 'Filmmaking' }))
    expect(within(dialog).queryByText('Please choose a category for your group!')).toBeNull()
    await app.user.click(fields(dialog).submit)
    expect(within(dialog).getByText('Please add a name to your group!')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('takes the keyboard to the categories when a category is all that is missing', async () => {
    const sent = captureRequests('POST', '/api/interest/group')
    const { app, dialog } = await openDialog()
    await within(dialog).findByRole('radio', { name: 'Filmmaking' })
    const [first] = within(dialog).getAllByRole('radio')
    await fill(app.user, fields(dialog).name, 'Kubrick Completists')
    await fill(app.user, fields(dialog).description, 'Every frame, twice.')

    await app.user.click(fields(dialog).submit)

    expect(within(dialog).getByText('Please choose a category for your group!')).toBeInTheDocument()
    // The radio group is what is marked invalid; a radio in it is what can take focus.
    await waitFor(() => expect(first).toHaveFocus())
    expect(sent).toHaveLength(0)
  })

  it('creates the group with both pictures and lands on its page', async () => {
    const sent = captureRequests('POST', '/api/interest/group')
    const compressed = captureRequests('POST', '/image-service/compress')
    const { app, dialog } = await openDialog()
    await fill(app.user, fields(dialog).name, '  Kubrick Completists ')
    await fill(app.user, fields(dialog).description, 'Every frame, every film, in order.')
    await app.user.click(await within(dialog).findByRole('radio', { name: 'Filmmaking' }))
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Cinematography' }))
    const inputs = fileInputs(dialog)
    await app.user.upload(inputs.profile, png('kubrick.png'))
    await app.user.upload(inputs.cover, png('overlook.png'))
    await waitFor(() => expect(within(dialog).getAllByText('Image ready.')).toHaveLength(2))
    // The profile picture goes through the compression service; the cover is sent as chosen.
    expect(compressed).toHaveLength(1)

    await app.user.dblClick(fields(dialog).submit)

    expect(await within(alerts()).findByText('Group created!')).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kubrick Completists' }),
    ).toBeInTheDocument()
    expect(app.currentHref()).toBe('/group/kubrick-completists')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({
      administrators: [filmfanId()],
      name: 'Kubrick Completists',
      description: 'Every frame, every film, in order.',
      category: 2,
      subcategory: [22],
      profile_picture: {
        id: expect.stringMatching(/^upload-\d+$/) as unknown,
        source: 'processed',
        data: PNG_DATA_URL,
      },
      cover_picture: {
        id: expect.stringMatching(/^upload-\d+$/) as unknown,
        source: 'processed',
        data: PNG_DATA_URL,
      },
      status: 'A',
    })
    const created = db().groups.find((g) => g.slug === 'kubrick-completists')
    expect(created?.administrators).toEqual([filmfanId()])
    // The creator runs it: the page lists them and offers to post in it.
    expect(await screen.findByRole('link', { name: 'filmfan (you)' })).toBeInTheDocument()
  })

  it('reopens with the warning and everything typed when the server refuses', async () => {
    setScenario('group-create-error')
    const { app, dialog } = await openDialog()
    await fill(app.user, fields(dialog).name, 'Tarkovsky Time')
    await fill(app.user, fields(dialog).description, 'Long takes, longer talks.')
    await app.user.click(await within(dialog).findByRole('radio', { name: 'Watch Clubs' }))
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Monthly' }))

    await app.user.click(fields(dialog).submit)

    expect(
      await within(alerts()).findByText('I had an issue creating your group, please try again.'),
    ).toBeInTheDocument()
    // The closing sheet has left; the one on screen is the reopened dialog.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    const reopened = screen.getByRole('dialog', { name: 'Create a group' })
    expect(
      await within(reopened).findByText('I had an issue creating your group, please try again.'),
    ).toBeInTheDocument()
    expect(fields(reopened).name).toHaveValue('Tarkovsky Time')
    expect(fields(reopened).description).toHaveValue('Long takes, longer talks.')
    expect(within(reopened).getByRole('radio', { name: 'Watch Clubs' })).toBeChecked()
    expect(within(reopened).getByRole('checkbox', { name: 'Monthly' })).toBeChecked()
    expect(db().groups.some((g) => g.name === 'Tarkovsky Time')).toBe(false)

    setScenario(null)
    await app.user.click(fields(reopened).submit)
    expect(await within(alerts()).findByText('Group created!')).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarkovsky Time' }),
    ).toBeInTheDocument()
    expect(db().groups.filter((g) => g.name === 'Tarkovsky Time')).toHaveLength(1)
  })

  it('refuses a cover over 250KB with the 250KB message and sends nothing', async () => {
    const sent = captureRequests('POST', '/api/interest/group')
    const { app, dialog } = await openDialog()
    await fill(app.user, fields(dialog).name, 'Big Pictures')
    await fill(app.user, fields(dialog).description, 'Seventy millimetre only.')
    await app.user.click(await within(dialog).findByRole('radio', { name: 'Filmmaking' }))

    await app.user.upload(fileInputs(dialog).cover, png('panavision.png', 250_001))

    const message = 'This image is too large! Please choose an image under 250KB.'
    expect(await within(dialog).findByText(message)).toBeInTheDocument()
    await app.user.click(fields(dialog).submit)
    expect(within(dialog).getByText(message)).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    // Removing it lets the group go without a cover.
    await app.user.click(within(dialog).getByRole('button', { name: /Remove panavision\.png/ }))
    await app.user.click(fields(dialog).submit)
    expect(await within(alerts()).findByText('Group created!')).toBeInTheDocument()
    expect(sent[0]?.body).toMatchObject({ cover_picture: null, profile_picture: null })
  })

  it('refuses a second picture of a kind with the one-picture message', async () => {
    const { app, dialog } = await openDialog()
    const input = fileInputs(dialog).profile
    // The picker allows one file; a drop of two is what reaches the rule.
    input.multiple = true
    await app.user.upload(input, [png('one.png'), png('two.png')])
    expect(
      await within(dialog).findAllByText('You can only choose 1 image per post!'),
    ).not.toHaveLength(0)
  })
})

describe('"Create a group" on the directory', () => {
  it('opens the dialog for a member, at every width (phones have no composer panel)', async () => {
    await signIn('filmfan')
    const app = renderApp('/groups')
    await screen.findByRole('heading', { level: 1, name: 'Groups' })
    await app.user.click(await screen.findByRole('button', { name: 'Create a group' }))
    expect(await screen.findByRole('dialog', { name: 'Create a group' })).toBeInTheDocument()
  })

  it('asks a visitor to log in and opens nothing', async () => {
    const app = renderApp('/groups')
    await screen.findByRole('heading', { level: 1, name: 'Groups' })
    await app.user.click(await screen.findByRole('button', { name: 'Create a group' }))
    expect(
      await within(alerts()).findByText('If you want to create a group, please log in'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
