import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from 'msw'
import { db, server, setScenario } from '#mocks/node'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

/** The posts of /new, newest first, as the mock backend orders them. */
function newestTitles(): string[] {
  return [...db().posts]
    .sort((a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id)
    .map((post) => post.title)
}

async function openFeed(path: string) {
  const app = renderApp(path)
  const feed = await screen.findByRole('list', { name: 'Posts' })
  return { app, feed }
}

function cards(feed: HTMLElement) {
  return within(feed).getAllByRole('article')
}

function alerts() {
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

describe('discussion feeds (/top, /trending, /new)', () => {
  it('shows a page of posts, then appends the next once however fast "Load more" is pressed', async () => {
    const pages = captureRequests('GET', '/api/content/post/new')
    const { app, feed } = await openFeed('/new')
    expect(cards(feed)).toHaveLength(12)
    const expected = newestTitles()
    expect(
      within(cards(feed)[0] as HTMLElement).getByRole('heading', { level: 2 }),
    ).toHaveTextContent(expected[0] ?? '')

    const more = screen.getByRole('button', { name: 'Load more' })
    await app.user.dblClick(more)

    // Each page is asked for once, and every post shows once, however the clicks and answers
    // interleave (a second click may legitimately ask for page 3 once page 2 has arrived).
    await waitFor(() => expect(cards(feed).length).toBeGreaterThanOrEqual(24))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled())
    const requested = pages.map((request) => request.url.searchParams.get('page') ?? '1')
    expect(new Set(requested).size).toBe(requested.length)
    const titles = cards(feed).map(
      (card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '',
    )
    expect(new Set(titles).size).toBe(titles.length)
    expect(titles).toHaveLength(12 * requested.length)
  })

  it('still appends the next page when "Load more" is pressed while the feed refetches', async () => {
    const { app, feed } = await openFeed('/new')
    // A sign-in (here or in another tab) fetches every post list again; hold that refetch of
    // page 1 until "Load more" has been pressed.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let refetching = false
    server.use(
      http.get('*/api/content/post/new', async ({ request }) => {
        if ((new URL(request.url).searchParams.get('page') ?? '1') !== '1') return undefined
        refetching = true
        await held
        return undefined
      }),
    )
    void app.queryClient.invalidateQueries({ queryKey: ['posts'] })
    await waitFor(() => expect(refetching).toBe(true))

    await app.user.click(screen.getByRole('button', { name: 'Load more' }))
    release()
    await waitFor(() => expect(cards(feed)).toHaveLength(24))
  })

  it('shows a list still cached at once on Back, never its skeleton first', async () => {
    const { app, feed } = await openFeed('/new')
    const firstTitle = within(cards(feed)[0] as HTMLElement).getByRole('heading', {
      level: 2,
    }).textContent
    await act(() => app.router.navigate({ to: '/top' }))
    await waitFor(() => expect(screen.queryByText(firstTitle ?? '')).toBeNull())
    await screen.findByRole('list', { name: 'Posts' })

    // Every skeleton the page draws from here on (the restored scroll position would land on it).
    const skeletons: Node[] = []
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof Element && node.querySelector('[aria-busy="true"] [role="status"]')) {
          skeletons.push(node)
        }
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    // Not in act(): Back's popstate arrives after the call returns, and an act() around it kept
    // React's act scope open while waitFor polled (44 "not configured to support act" warnings).
    app.router.history.back()
    await waitFor(() => {
      const list = screen.getByRole('list', { name: 'Posts' })
      const heading = within(cards(list)[0] as HTMLElement).getByRole('heading', { level: 2 })
      expect(heading.textContent).toBe(firstTitle)
    })
    observer.disconnect()
    expect(skeletons).toEqual([])
  })

  it('marks the current ordering and keeps the search across New, Top and Trending', async () => {
    await openFeed('/top?query=lighthouse')
    const sort = screen.getByRole('navigation', { name: 'Sort posts' })
    expect(within(sort).getByRole('link', { name: 'Top' })).toHaveAttribute('aria-current', 'page')
    expect(within(sort).getByRole('link', { name: 'New' })).toHaveAttribute(
      'href',
      '/new?query=lighthouse',
    )
    const view = screen.getByRole('navigation', { name: 'View' })
    expect(within(view).getByRole('link', { name: 'Grid' })).toHaveAttribute(
      'href',
      '/grid?query=lighthouse',
    )
    expect(screen.getByText('Results for “lighthouse”')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/top')
  })

  it('says so when a search finds nothing', async () => {
    renderApp('/new?query=zzzzqqqq')
    expect(
      await screen.findByText('No posts match “zzzzqqqq”. Try other words.'),
    ).toBeInTheDocument()
  })

  it('shows the empty state in the empty scenario', async () => {
    setScenario('empty')
    renderApp('/trending')
    expect(await screen.findByText('Be the first to start a conversation.')).toBeInTheDocument()
  })

  it('opens a post title in a new tab, safely', async () => {
    const { feed } = await openFeed('/new')
    const title = within(cards(feed)[0] as HTMLElement).getByRole('link', {
      name: /opens in a new tab/,
    })
    expect(title).toHaveAttribute('target', '_blank')
    expect(title).toHaveAttribute('rel', 'noopener noreferrer')
    expect(title.getAttribute('href')).toMatch(/^\/post\//)
  })

  it('cuts a long body at 300 characters and shows the rest on "Read more"', async () => {
    const long = db().posts.find((post) => post.body.length > 320)
    if (!long) throw new Error('the seed has a post longer than 300 characters')
    const { app } = await openFeed(`/new?query=${encodeURIComponent(long.title)}`)
    const card = screen
      .getAllByRole('article')
      .find((article) => within(article).queryByText(long.title)) as HTMLElement
    const body = () =>
      within(card).getByText((_, element) =>
        Boolean(
          element?.tagName === 'P' && element.textContent?.startsWith(long.body.slice(0, 30)),
        ),
      ).textContent ?? ''

    expect(body().endsWith('…')).toBe(true)
    expect(body().length).toBeLessThanOrEqual(301)
    await app.user.click(within(card).getByRole('button', { name: 'Read more' }))

    expect(body()).toBe(long.body.trim())
    expect(within(card).queryByRole('button', { name: 'Read more' })).toBeNull()
    // The button went with the cut: focus moves to the text it revealed, not to <body>.
    const paragraph = within(card).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === long.body.trim(),
    )
    await waitFor(() => expect(paragraph).toHaveFocus())
  })
})

describe('voting on a post', () => {
  function firstCard(feed: HTMLElement) {
    return cards(feed)[0] as HTMLElement
  }

  it('counts a member’s upvote at once and sends it', async () => {
    const votes = captureRequests('PUT', '/api/reaction/vote/post')
    await signIn('filmfan')
    const { app, feed } = await openFeed('/new')
    const card = firstCard(feed)
    const button = within(card).getByRole('button', { name: /upvotes?, upvote “/ })
    const before = Number(/^(\d+) upvotes?,/.exec(button.getAttribute('aria-label') ?? '')?.[1])
    const pressed = button.getAttribute('aria-pressed') === 'true'

    await app.user.click(button)

    const after = within(card).getByRole('button', { name: /upvotes?, upvote “/ })
    expect(after).toHaveAttribute('aria-pressed', String(!pressed))
    expect(after).toHaveAccessibleName(
      new RegExp(`^${pressed ? before - 1 : before + 1} upvotes?, upvote “`),
    )
    await waitFor(() => expect(votes).toHaveLength(1))
    expect(votes[0]?.body).toMatchObject({ category: 'Upvote' })
  })

  it('asks for the post once, not for every page of the feed, when a vote is withdrawn', async () => {
    await signIn('filmfan')
    const { app, feed } = await openFeed('/new')
    for (const shown of [24, 36]) {
      await app.user.click(screen.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(cards(feed)).toHaveLength(shown))
    }
    const post = db().posts.find((row) => row.title === newestTitles()[0])
    if (!post) throw new Error('the world has no posts')
    expect(within(firstCard(feed)).getByRole('heading', { level: 2 })).toHaveTextContent(post.title)
    const button = () => within(firstCard(feed)).getByRole('button', { name: /upvotes?, upvote “/ })
    if (button().getAttribute('aria-pressed') !== 'true') {
      await app.user.click(button())
      await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'))
      await waitFor(() => expect(button()).toBeEnabled())
    }
    // Meanwhile another member upvotes it: only the server knows the count after the withdrawal.
    post.upvoter_ids.push(-1)
    post.upvoted_at.push(new Date().toISOString())
    const feedPages = captureRequests('GET', '/api/content/post/new')
    const postReads = captureRequests('GET', `/api/content/post/slug/${post.slug}`)

    // Withdrawing it answers 205, with no totals.
    await app.user.click(button())

    await waitFor(() => expect(postReads).toHaveLength(1))
    const upvotes = post.upvoter_ids.length
    await waitFor(() =>
      expect(button()).toHaveAccessibleName(new RegExp(`^${upvotes} upvotes?, upvote “`)),
    )
    expect(button()).toHaveAttribute('aria-pressed', 'false')
    expect(feedPages).toHaveLength(0)
    expect(cards(feed)).toHaveLength(36)
  })

  it('puts the count back and says so when the vote fails', async () => {
    setScenario('vote-error')
    await signIn('filmfan')
    const { app, feed } = await openFeed('/new')
    const button = within(firstCard(feed)).getByRole('button', { name: /upvotes?, upvote “/ })
    const name = button.getAttribute('aria-label')

    await app.user.click(button)

    expect(
      await within(alerts()).findByText(
        'I came across an issue casting your vote, please try again.',
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(firstCard(feed)).getByRole('button', { name: /upvotes?, upvote “/ }),
      ).toHaveAttribute('aria-label', name),
    )
  })

  it('asks a visitor to log in and sends nothing', async () => {
    const votes = captureRequests('PUT', '/api/reaction/vote/post')
    const { app, feed } = await openFeed('/new')

    await app.user.click(
      within(firstCard(feed)).getByRole('button', { name: /upvotes?, upvote “/ }),
    )

    expect(
      await within(alerts()).findByText('If you want to vote, please log in'),
    ).toBeInTheDocument()
    expect(votes).toHaveLength(0)
  })
})

describe('sharing a post', () => {
  it('copies the public address and says so', async () => {
    const { app, feed } = await openFeed('/new')
    const card = cards(feed)[0] as HTMLElement
    await app.user.click(within(card).getByRole('button', { name: /^Share/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Share this post' })
    const address = within(dialog).getByRole('textbox', { name: 'Link to the post' })
    expect((address as HTMLInputElement).value).toMatch(/^http:\/\/localhost(:\d+)?\/post\//)
    expect(within(dialog).getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )

    await app.user.click(within(dialog).getByRole('button', { name: 'Copy link' }))

    expect(await within(alerts()).findByText('Link copied to clipboard!')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe((address as HTMLInputElement).value)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('explains when the browser has no share sheet', async () => {
    const { app, feed } = await openFeed('/new')
    await app.user.click(
      within(cards(feed)[0] as HTMLElement).getByRole('button', { name: /^Share/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Share this post' })

    await app.user.click(within(dialog).getByRole('button', { name: 'More options…' }))

    expect(
      await within(alerts()).findByText('Native share is not supported on your browser.'),
    ).toBeInTheDocument()
  })
})

describe('/grid, the image feed', () => {
  it('shows only posts with a picture, as tiles that open the post', async () => {
    const { feed } = await openFeed('/grid')
    const tiles = within(feed).getAllByRole('link')
    expect(tiles.length).toBeGreaterThan(0)
    for (const tile of tiles) expect(tile.getAttribute('href')).toMatch(/^\/post\//)
    // The first row (two tiles on a phone) is the page's main picture, asked for first; the rest
    // load as they come near the screen.
    const pictures = tiles.map((tile) => tile.querySelector('img'))
    for (const picture of pictures.slice(0, 2)) {
      expect(picture).toHaveAttribute('loading', 'eager')
      expect(picture).toHaveAttribute('fetchpriority', 'high')
    }
    for (const picture of pictures.slice(2)) expect(picture).toHaveAttribute('loading', 'lazy')
    // Each tile is named by its post's title (the votes and comments beside it are decoration).
    const titles = db()
      .posts.filter((post) => post.image)
      .map((post) => post.title)
    const first = tiles[0] as HTMLElement
    const name = titles.find((title) => within(first).queryByText(title))
    expect(name).toBeDefined()
    expect(first).toHaveAccessibleName(name)
    const view = screen.getByRole('navigation', { name: 'View' })
    expect(within(view).getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'page')
    expect(within(view).getByRole('link', { name: 'Discussion' })).toHaveAttribute('href', '/new')
  })
})

describe('the comment thread under a card', () => {
  it('opens from the comment count, and a new comment raises the count', async () => {
    await signIn('filmfan')
    const { app, feed } = await openFeed('/new')
    const card = cards(feed)[0] as HTMLElement
    const count = within(card).getByRole('button', { name: /comments on/ })
    const before = Number(/^(\d+)/.exec(count.getAttribute('aria-label') ?? '')?.[1])
    expect(count).toHaveAttribute('aria-expanded', 'false')

    await app.user.click(count)

    expect(count).toHaveAttribute('aria-expanded', 'true')
    const thread = await within(card).findByRole('list', { name: 'Comments' })
    expect(thread).toBeInTheDocument()
    await app.user.click(within(card).getByRole('textbox', { name: 'Write a comment' }))
    await app.user.paste('The hotel lobby alone is worth the ticket.')
    await app.user.click(within(card).getByRole('button', { name: 'Comment' }))

    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /comments on/ })).toHaveAccessibleName(
        new RegExp(`^${before + 1} comments on`),
      ),
    )

    // A second press folds the thread away.
    await app.user.click(within(card).getByRole('button', { name: /comments on/ }))
    expect(within(card).queryByRole('list', { name: 'Comments' })).toBeNull()
  })
})
