import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { db, server } from '#mocks/node'
import { groupListKeys, type GroupPage } from '#features/groups/api/group-directory-queries'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, holdNextAnswer } from '#tests/utils/requests'

setupMockBackend()

function cards() {
  return within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
}

describe('/groups (the group directory)', () => {
  it('shows the top groups, with picture, name, category and member count', async () => {
    const top = captureRequests('GET', '/api/interest/group/top')
    renderApp('/groups')
    expect(await screen.findByRole('heading', { name: 'Top groups' })).toBeInTheDocument()
    const byMembers = [...db().groups].sort((a, b) => b.member_ids.length - a.member_ids.length)
    await waitFor(() => expect(cards()).toHaveLength(db().groups.length))
    const first = screen.getByRole('link', { name: new RegExp(byMembers[0]!.name) })
    expect(first).toHaveAttribute('href', `/group/${byMembers[0]!.slug}`)
    expect(first).toHaveTextContent(`${byMembers[0]!.member_ids.length} members`)
    expect(top[0]?.url.searchParams.get('page')).toBe('1')
  })

  it('searches as you type once typing pauses, and at once on Enter', async () => {
    const searches = captureRequests('GET', '/api/interest/group/search')
    const app = renderApp('/groups')
    const field = await screen.findByRole('searchbox', { name: 'Search groups' })

    await app.user.type(field, 'noir')
    // One search for the settled text, not one per key.
    await screen.findByRole('heading', { name: 'Groups matching “noir”' })
    expect(searches.map((r) => r.url.searchParams.get('query'))).toEqual(['noir'])
    expect(app.currentHref()).toBe('/groups?query=noir')
    await waitFor(() => expect(cards()).toEqual(['Noir Detectives']))

    await app.user.clear(field)
    await app.user.type(field, '  script   doctors {Enter}')
    expect(app.currentHref()).toBe('/groups?query=script+doctors')
    await waitFor(() => expect(cards()).toEqual(['Script Doctors']))
  })

  it('keeps what is typed while the search for the first words is still loading', async () => {
    // A slow phone or network: the search for the text typed before a pause answers late, while
    // the member goes on typing.
    const answer = holdNextAnswer('get', '/api/interest/group/search')
    const searches = captureRequests('GET', '/api/interest/group/search')
    const app = renderApp('/groups')
    const field = await screen.findByRole('searchbox', { name: 'Search groups' })

    await app.user.type(field, 'script')
    await waitFor(() => expect(searches).toHaveLength(1))
    await app.user.type(field, ' doc')
    // The first search answers before typing pauses again.
    answer()

    await screen.findByRole('heading', { name: 'Groups matching “script doc”' })
    expect(field).toHaveValue('script doc')
    await waitFor(() => expect(cards()).toEqual(['Script Doctors']))
    expect(searches.map((r) => r.url.searchParams.get('query'))).toEqual(['script', 'script doc'])
  })

  it('filters by category and subcategory from the URL, and says when nothing matches', async () => {
    const category = db().groupCategories[0]!
    const sub = category.subcategories[0]!
    renderApp(`/groups?category=${category.id}&subcategory=${sub.id}`)
    const expected = db()
      .groups.filter((g) => g.category_id === category.id && g.subcategory_ids.includes(sub.id))
      .map((g) => g.name)
    await waitFor(() => expect(cards().sort()).toEqual([...expected].sort()))
    expect(screen.getByRole('link', { name: sub.name })).toHaveAttribute('aria-current', 'page')
  })

  it('offers a retry when the groups cannot be loaded', async () => {
    server.use(
      http.get('*/api/interest/group/top', () =>
        HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      ),
    )
    renderApp('/groups')
    expect(
      await screen.findByText('I had an issue loading the groups, please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('shows the empty state for a search nothing matches', async () => {
    renderApp('/groups?query=zzzz-nothing')
    expect(await screen.findByText('No matching groups')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Show all groups' })).toHaveAttribute('href', '/groups')
  })
})

describe('group lists in the cache', () => {
  it('a join puts the new member count on the listed group and refetches the member’s groups', async () => {
    await signIn('filmfan')
    const app = renderApp('/groups')
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
    const me = db().profiles.find((p) => p.username === 'filmfan')!
    const other = db().groups.find((g) => !g.member_ids.includes(me.id))!
    const before = other.member_ids.length

    const mine = captureRequests('GET', '/api/interest/group/search')
    await app.router.navigate({ to: '/profile', search: { tab: 'groups' } })
    await screen.findByRole('tab', { name: /Groups/, selected: true })
    await waitFor(() => expect(mine.length).toBe(1))

    await app.router.navigate({ to: '/group/$groupSlug', params: { groupSlug: other.slug } })
    await app.user.click(await screen.findByRole('button', { name: 'Join group' }))
    await screen.findByRole('button', { name: 'Leave group' })

    const listed = app.queryClient.getQueryData<InfiniteData<GroupPage>>(
      groupListKeys.list({ top: true }),
    )
    const copy = listed?.pages.flatMap((p) => p.results).find((g) => g.id === other.id)
    expect(copy?.num_members).toBe(before + 1)
    // The member's own list is stale now: it no longer says what they joined.
    expect(
      app.queryClient.getQueryState(groupListKeys.list({ profileId: me.id }))?.isInvalidated,
    ).toBe(true)
  })
})
