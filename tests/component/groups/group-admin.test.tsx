import type { InfiniteData } from '@tanstack/react-query'
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '#mocks/node'
import type { GroupRow } from '#mocks/db/types'
import type { components } from '#openapi/schema.gen'
import { groupKeys, type Group } from '#features/groups/api/group-queries'
import { removeCachedGroup, replaceCachedGroup } from '#features/groups/api/use-edit-group'
import { sessionKeys } from '#features/session/api/session-queries'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'

setupMockBackend()

type Profile = components['schemas']['Profile']
type GroupPage = components['schemas']['GroupPage']

/** Where the directory keeps its lists (['groups', 'list', filters]). */
const DIRECTORY_KEY = ['groups', 'list', { top: true }] as const

function filmfanId(): number {
  const profile = db().profiles.find((p) => p.username === 'filmfan')
  if (!profile) throw new Error('filmfan is seeded')
  return profile.id
}

function ownGroup(): GroupRow {
  const group = db().groups.find((g) => g.administrators.includes(filmfanId()))
  if (!group) throw new Error('filmfan runs a group')
  return group
}

/** A group filmfan belongs to without running it. */
function joinedGroup(): GroupRow {
  const group = db().groups.find(
    (g) => g.member_ids.includes(filmfanId()) && !g.administrators.includes(filmfanId()),
  )
  if (!group) throw new Error('filmfan is a plain member of a group')
  return group
}

function pageOf(groups: Group[]): InfiniteData<GroupPage> {
  return {
    pages: [
      {
        results: groups,
        pagination: {
          has_previous: false,
          has_next: false,
          current_page: 1,
          total_pages: 1,
          total_objects: groups.length,
        },
      },
    ],
    pageParams: [1],
  }
}

function groupLike(id: number, name: string): Group {
  return {
    id,
    name,
    description: `${name} description`,
    category: null,
    subcategory: [],
    administrators: [1],
    profile_picture: null,
    cover_picture: null,
    status: 'A',
    slug: name.toLowerCase(),
    created_date: '2026-01-01T00:00:00Z',
    num_members: 3,
  }
}

async function openGroup(group: GroupRow) {
  const app = renderApp(`/group/${group.slug}`)
  await screen.findByRole('heading', { level: 1, name: group.name })
  return app
}

function alerts() {
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

describe('group cache rules', () => {
  it('an edit replaces the group in every copy: both audiences and every list', () => {
    const queryClient = new QueryClient()
    const group = groupLike(7, 'Noir')
    const other = groupLike(8, 'Giallo')
    queryClient.setQueryData(groupKeys.detail('noir', 'visitor'), group)
    queryClient.setQueryData(groupKeys.detail('noir', 'member'), group)
    queryClient.setQueryData(groupKeys.detail('giallo', 'member'), other)
    queryClient.setQueryData(DIRECTORY_KEY, pageOf([other, group]))

    const edited = { ...group, description: 'Rain, neon and bad decisions.' }
    replaceCachedGroup(queryClient, edited)

    expect(queryClient.getQueryData(groupKeys.detail('noir', 'visitor'))).toEqual(edited)
    expect(queryClient.getQueryData(groupKeys.detail('noir', 'member'))).toEqual(edited)
    expect(queryClient.getQueryData(groupKeys.detail('giallo', 'member'))).toEqual(other)
    const list = queryClient.getQueryData<InfiniteData<GroupPage>>(DIRECTORY_KEY)
    expect(list?.pages[0]?.results).toEqual([other, edited])
  })

  it('a delete takes the group out of every list and forgets its page', () => {
    const queryClient = new QueryClient()
    const group = groupLike(7, 'Noir')
    const other = groupLike(8, 'Giallo')
    queryClient.setQueryData(groupKeys.detail('noir', 'visitor'), group)
    queryClient.setQueryData(groupKeys.detail('noir', 'member'), group)
    queryClient.setQueryData(groupKeys.detail('giallo', 'visitor'), other)
    queryClient.setQueryData(DIRECTORY_KEY, pageOf([group, other]))

    removeCachedGroup(queryClient, group.id)

    expect(queryClient.getQueryData(groupKeys.detail('noir', 'visitor'))).toBeUndefined()
    expect(queryClient.getQueryData(groupKeys.detail('noir', 'member'))).toBeUndefined()
    expect(queryClient.getQueryData(groupKeys.detail('giallo', 'visitor'))).toEqual(other)
    const list = queryClient.getQueryData<InfiniteData<GroupPage>>(DIRECTORY_KEY)
    expect(list?.pages[0]?.results).toEqual([other])
  })
})

describe('/group/$groupSlug for its administrator', () => {
  it('edits the description in the create dialog, filled in, and the page and lists follow', async () => {
    await signIn('filmfan')
    const group = ownGroup()
    const sent = captureRequests('PUT', '/api/interest/group')
    const app = await openGroup(group)
    const listed = app.queryClient.getQueryData<Group>(groupKeys.detail(group.slug, 'member'))
    if (!listed) throw new Error('the page cached its group')
    app.queryClient.setQueryData(DIRECTORY_KEY, pageOf([listed]))

    await app.user.click(screen.getByRole('button', { name: 'Edit group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit the group' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(group.name)
    const description = within(dialog).getByRole('textbox', { name: 'Description' })
    expect(description).toHaveValue(group.description)

    await app.user.clear(description)
    await fill(app.user, description, 'Rain, neon and bad decisions.')
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Rain, neon and bad decisions.')).toBeInTheDocument()
    expect(await within(alerts()).findByText('Group saved!')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    const body = sent[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      id: group.id,
      description: 'Rain, neon and bad decisions.',
      status: 'A',
    })
    // Pictures left alone are not sent: they stay as they are.
    expect(body).not.toHaveProperty('profile_picture')
    const list = app.queryClient.getQueryData<InfiniteData<GroupPage>>(DIRECTORY_KEY)
    expect(list?.pages[0]?.results[0]?.description).toBe('Rain, neon and bad decisions.')
  })

  it('keeps the create dialog’s checks: an emptied description is refused and nothing is sent', async () => {
    await signIn('filmfan')
    const group = ownGroup()
    const sent = captureRequests('PUT', '/api/interest/group')
    const app = await openGroup(group)

    await app.user.click(screen.getByRole('button', { name: 'Edit group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit the group' })
    await app.user.clear(within(dialog).getByRole('textbox', { name: 'Description' }))
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(
      await within(dialog).findByText('Please add a description to your group!'),
    ).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('deletes the group after a confirmation and lands on the group directory', async () => {
    await signIn('filmfan')
    const group = ownGroup()
    const sent = captureRequests('DELETE', '/api/interest/group')
    const app = await openGroup(group)
    const visited: string[] = []
    const unsubscribe = app.router.history.subscribe(({ location }) =>
      visited.push(location.pathname),
    )
    expect(app.queryClient.getQueryData<Profile>(sessionKeys.profile())?.groups).toContain(group.id)

    await app.user.click(screen.getByRole('button', { name: 'Delete group' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this group?' })
    expect(within(dialog).getByText(new RegExp(group.name))).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete group' }))

    await waitFor(() => expect(visited[0]).toBe('/groups'))
    unsubscribe()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({ id: group.id })
    expect(await within(alerts()).findByText('Group deleted.')).toBeInTheDocument()
    expect(db().groups.some((g) => g.id === group.id)).toBe(false)
    // The page's own copy is forgotten once the page has gone.
    await waitFor(() =>
      expect(app.queryClient.getQueryData(groupKeys.detail(group.slug, 'member'))).toBeUndefined(),
    )
    expect(app.queryClient.getQueryData<Profile>(sessionKeys.profile())?.groups).not.toContain(
      group.id,
    )
  })

  it('offers no edit or delete to a member who does not run the group', async () => {
    await signIn('filmfan')
    await openGroup(joinedGroup())
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit group' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull()
  })
})
