import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import type { GroupRow } from '#mocks/db/types'
import type { components } from '#openapi/schema.gen'
import { composerOpenAtom, composerTargetAtom } from '#features/posts/atoms'
import { sessionKeys } from '#features/session/api/session-queries'
import { alertsAtom } from '#lib/alerts'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

type Profile = components['schemas']['Profile']

function groupBySlug(slug: string): GroupRow {
  const group = db().groups.find((g) => g.slug === slug)
  if (!group) throw new Error(`the mock has ${slug}`)
  return group
}

function filmfanId(): number {
  const profile = db().profiles.find((p) => p.username === 'filmfan')
  if (!profile) throw new Error('filmfan is seeded')
  return profile.id
}

function postsOf(group: GroupRow) {
  return db()
    .posts.filter((post) => post.group_id === group.id)
    .sort((a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id)
}

/** A group filmfan has not joined. */
function strangersGroup(): GroupRow {
  const group = db().groups.find((g) => !g.member_ids.includes(filmfanId()))
  if (!group) throw new Error('the mock has a group filmfan is not in')
  return group
}

/** A group filmfan administers (and so belongs to). */
function ownGroup(): GroupRow {
  const group = db().groups.find((g) => g.administrators.includes(filmfanId()))
  if (!group) throw new Error('filmfan runs a group')
  return group
}

/** The group with the most posts: more than a page of them in the seeded world. */
function busiestGroup(): GroupRow {
  const [group] = [...db().groups].sort((a, b) => postsOf(b).length - postsOf(a).length)
  if (!group || postsOf(group).length <= 12) throw new Error('a group has two pages of posts')
  return group
}

async function openGroup(group: GroupRow, search = '') {
  const app = renderApp(`/group/${group.slug}${search}`)
  await screen.findByRole('heading', { level: 1, name: group.name })
  return app
}

function alerts() {
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

function postList(name = 'Posts in this group') {
  return screen.findByRole('list', { name })
}

function postCount(list: HTMLElement): number {
  return within(list).getAllByRole('article').length
}

function profileOf(app: ReturnType<typeof renderApp>) {
  return app.queryClient.getQueryData<Profile>(sessionKeys.profile())
}

describe('/group/$groupSlug for a visitor', () => {
  it('reads the public path and shows the group: cover, picture, description, topics, members', async () => {
    const publicCalls = captureRequests('GET', '/api/interest/group/public/slug/noir-detectives')
    const authCalls = captureRequests('GET', '/api/interest/group/auth/slug/noir-detectives')
    const group = groupBySlug('noir-detectives')
    await openGroup(group)

    expect(publicCalls).toHaveLength(1)
    expect(authCalls).toHaveLength(0)
    expect(screen.getByText(group.description)).toBeInTheDocument()
    expect(screen.getByText(`${group.member_ids.length} members`)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: `Profile picture of ${group.name}` })).toHaveAttribute(
      'src',
      group.profile_picture,
    )
    // No cover: a placeholder keeps the cover's box.
    expect(group.cover_picture).toBeNull()
    expect(screen.getByTestId('group-cover-placeholder')).toBeInTheDocument()
    expect(await screen.findByText('Genre Fans')).toBeInTheDocument()
    expect(screen.getByText('Film Noir')).toBeInTheDocument()
    // Who runs it takes the members-only profile search: a visitor sees how many.
    expect(screen.getByText('Run by 1 administrator')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Post in this group' })).toBeNull()
  })

  it('loads a cover eagerly with its size reserved', async () => {
    const group = groupBySlug('the-midnight-screening-society')
    await openGroup(group)
    const cover = document.querySelector('img[width="1200"][height="300"]')
    expect(cover).toHaveAttribute('src', group.cover_picture)
    expect(cover).toHaveAttribute('loading', 'eager')
    expect(cover).toHaveAttribute('alt', '')
  })

  it('asks a visitor to log in to join, and sends nothing', async () => {
    const sent = captureRequests('PUT', '/api/interest/group/membership')
    const app = await openGroup(strangersGroup())

    await app.user.click(screen.getByRole('button', { name: 'Join group' }))

    expect(
      await within(alerts()).findByText('If you want to join a group, please log in'),
    ).toBeInTheDocument()
    expect(app.store.get(alertsAtom).at(-1)).toMatchObject({ status: 'warning', timeout: 5000 })
    expect(sent).toHaveLength(0)
  })

  it('asks a visitor to log in to create a group, and opens no dialog', async () => {
    const app = await openGroup(strangersGroup())

    await app.user.click(screen.getByRole('button', { name: 'Create a group' }))

    expect(
      await within(alerts()).findByText('If you want to create a group, please log in'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a not-found page for an unknown slug', async () => {
    renderApp('/group/no-such-group')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This group is not here' }),
    ).toBeInTheDocument()
    expect(screen.getByText('It may have been removed, or the link is mistyped.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse the newest posts' })).toHaveAttribute(
      'href',
      '/new',
    )
  })
})

describe('/group/$groupSlug for a member', () => {
  it('reads the auth path and lists the member as administrator', async () => {
    await signIn('filmfan')
    const group = ownGroup()
    const publicCalls = captureRequests('GET', `/api/interest/group/public/slug/${group.slug}`)
    const authCalls = captureRequests('GET', `/api/interest/group/auth/slug/${group.slug}`)
    const app = await openGroup(group)

    expect(authCalls).toHaveLength(1)
    expect(publicCalls).toHaveLength(0)
    expect(await screen.findByRole('link', { name: 'filmfan (you)' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeInTheDocument()

    // Posting goes through the composer, aimed at this group.
    await app.user.click(screen.getByRole('button', { name: 'Post in this group' }))
    expect(app.store.get(composerOpenAtom)).toBe(true)
    expect(app.store.get(composerTargetAtom)).toMatchObject({
      kind: 'post',
      group: { id: group.id, name: group.name },
    })
  })

  it('names another administrator through the profile search', async () => {
    await signIn('filmfan')
    const group = strangersGroup()
    const [adminId] = group.administrators
    const admin = db().profiles.find((p) => p.id === adminId)
    if (!admin) throw new Error('the administrator is seeded')
    await openGroup(group)

    expect(await screen.findByRole('link', { name: admin.username })).toHaveAttribute(
      'href',
      `/profile/${admin.id}`,
    )
  })

  it('joins and leaves: one request each, the label, the count and the profile follow', async () => {
    await signIn('filmfan')
    const sent = captureRequests('PUT', '/api/interest/group/membership')
    const group = strangersGroup()
    const before = group.member_ids.length
    const app = await openGroup(group)
    expect(screen.getByText(`${before} members`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Post in this group' })).toBeNull()

    await app.user.dblClick(screen.getByRole('button', { name: 'Join group' }))

    expect(await screen.findByRole('button', { name: 'Leave group' })).toBeInTheDocument()
    expect(await within(alerts()).findByText(`You joined ${group.name}.`)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({ id: group.id })
    expect(screen.getByText(`${before + 1} members`)).toBeInTheDocument()
    expect(profileOf(app)?.groups).toContain(group.id)
    expect(screen.getByRole('button', { name: 'Post in this group' })).toBeInTheDocument()

    // A press this soon after the double click would count as part of it.
    await new Promise((resolve) => setTimeout(resolve, 600))
    await app.user.click(screen.getByRole('button', { name: 'Leave group' }))

    expect(await screen.findByRole('button', { name: 'Join group' })).toBeInTheDocument()
    expect(sent).toHaveLength(2)
    expect(screen.getByText(`${before} members`)).toBeInTheDocument()
    expect(profileOf(app)?.groups).not.toContain(group.id)
    expect(db().groups.find((g) => g.id === group.id)?.member_ids).not.toContain(filmfanId())
  })

  it('warns when the membership cannot be changed, and keeps the state', async () => {
    await signIn('filmfan')
    server.use(
      http.put('*/api/interest/group/membership', () =>
        HttpResponse.json({ detail: 'Server error.' }, { status: 500 }),
      ),
    )
    const group = strangersGroup()
    const app = await openGroup(group)

    await app.user.click(screen.getByRole('button', { name: 'Join group' }))

    expect(
      await within(alerts()).findByText(
        'I had an issue updating your membership, please try again.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join group' })).toBeInTheDocument()
    expect(profileOf(app)?.groups).not.toContain(group.id)
  })
})

describe('the group’s posts', () => {
  it('lists the newest posts and loads more without duplicates', async () => {
    const pages = captureRequests('GET', `/api/content/post/group/slug/${busiestGroup().slug}`)
    const group = busiestGroup()
    const posts = postsOf(group)
    const app = await openGroup(group)
    const list = await postList()

    expect(postCount(list)).toBe(12)
    expect(within(list).getByText(posts[0]?.title ?? '')).toBeInTheDocument()

    await app.user.dblClick(screen.getByRole('button', { name: 'Load more' }))

    await waitFor(() => expect(postCount(list)).toBe(posts.length))
    expect(within(list).getByText(posts.at(-1)?.title ?? '')).toBeInTheDocument()
    expect(pages.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2'])
    expect(await screen.findByText('You have reached the end. Time for a rewatch?')).toBeVisible()
  })

  it('searches the group’s posts on Enter and keeps the search in the URL', async () => {
    const group = busiestGroup()
    const target = postsOf(group)[3]
    if (!target) throw new Error('the group has posts')
    const word = target.title.split(' ').find((w) => w.length > 4) ?? target.title
    const pages = captureRequests('GET', `/api/content/post/group/slug/${group.slug}`)
    const app = await openGroup(group)
    await postList()

    const search = screen.getByRole('searchbox', { name: 'Search this group’s posts' })
    await app.user.type(search, `${word}{Enter}`)

    expect(
      await screen.findByRole('heading', { level: 2, name: `Posts matching “${word}”` }),
    ).toBeInTheDocument()
    expect(app.currentHref()).toBe(`/group/${group.slug}?query=${encodeURIComponent(word)}`)
    await waitFor(() => expect(pages.at(-1)?.url.searchParams.get('query')).toBe(word))
    const results = await postList(`Posts matching “${word}”`)
    expect(within(results).getByText(target.title)).toBeInTheDocument()
  })

  it('says so when a group has no posts yet', async () => {
    const group = strangersGroup()
    for (const post of db().posts) if (post.group_id === group.id) post.group_id = null
    await openGroup(group)
    expect(await screen.findByText('No posts in this group yet')).toBeInTheDocument()
  })
})
