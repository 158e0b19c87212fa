import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { toNotification } from '#mocks/db/serialise'
import { db, server, setScenario } from '#mocks/node'
import { renderApp, setupMockBackend, signIn, type RenderAppResult } from '#tests/utils/render-app'
import { captureRequests } from '#tests/utils/requests'

setupMockBackend()

function filmfanId(): number {
  const profile = db().profiles.find((p) => p.username === 'filmfan')
  if (!profile) throw new Error('the seed has filmfan')
  return profile.id
}

/** filmfan's notifications as the API serves them: newest first, dismissed ones left out. */
function expectedNotifications() {
  const state = db()
  const id = filmfanId()
  return state.notifications
    .filter((n) => n.recipient_id === id && !n.dismissed)
    .sort((a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id)
    .map((n) => toNotification(state, n))
}

function cardName(n: { sender_ref: string; category: readonly string[] }): string {
  return `${n.sender_ref} ${n.category[1] ?? ''}`
}

async function openInbox() {
  await signIn('filmfan')
  const app = renderApp('/notifications')
  const list = await screen.findByRole('list', { name: 'Your notifications' })
  return { app, list }
}

function cards(list: HTMLElement) {
  return within(list).getAllByRole('article')
}

/** What each card says, in order: "sender what-happened". */
function cardNames(list: HTMLElement): string[] {
  return cards(list).map((card) =>
    (card.querySelector('h2')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  )
}

function alerts() {
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

/**
 * The menu's Notifications link, named with its unread badge
 * (docs/behaviour.md#navigation-and-layout).
 */
async function expectMenuBadge(app: RenderAppResult, name: string): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: 'Account menu for filmfan' }))
  const menu = await screen.findByRole('dialog', { name: 'Menu' })
  expect(within(menu).getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(name)
  await app.user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull())
}

describe('/notifications', () => {
  it('shows the newest notifications as cards: sender, what happened (a link to it) and when', async () => {
    const expected = expectedNotifications()
    const { app, list } = await openInbox()

    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument()
    const shown = cards(list)
    expect(shown).toHaveLength(12)
    shown.forEach((card, index) => {
      const notification = expected[index]
      expect(card).toHaveAccessibleName(notification ? cardName(notification) : '')
    })
    const first = expected[0]
    if (!first) throw new Error('filmfan has notifications')
    const card = screen.getAllByRole('article', { name: cardName(first) })[0] as HTMLElement
    expect(card).toBe(shown[0])
    expect(within(card).getByRole('link', { name: first.category[1] })).toHaveAttribute(
      'href',
      first.url,
    )
    expect(within(card).getByText(first.sender_ref)).toBeInTheDocument()
    expect(card.querySelector('time')).toHaveAttribute('datetime', first.created_date)
    expect(
      within(card).getByRole('button', { name: `Dismiss notification from ${first.sender_ref}` }),
    ).toBeInTheDocument()

    // A same-origin target opens inside the app, not with a page reload.
    await app.user.click(within(card).getByRole('link', { name: first.category[1] }))
    await waitFor(() => expect(app.currentHref()).toBe(first.url))
  })

  it('opens the target in a new tab from View, without handing over the page', async () => {
    const [first] = expectedNotifications()
    const { list } = await openInbox()
    const view = within(cards(list)[0] as HTMLElement).getByRole('link', {
      name: `View notification from ${first?.sender_ref} (opens in a new tab)`,
    })
    expect(view).toHaveAttribute('target', '_blank')
    expect(view).toHaveAttribute('rel', 'noopener noreferrer')
    expect(view).toHaveAttribute('href', first?.url)
  })

  it('shows a refused address as plain text, and opens another site in a new tab', async () => {
    const [first, second] = expectedNotifications()
    const rows = db().notifications
    const unsafe = rows.find((n) => n.id === first?.id)
    const external = rows.find((n) => n.id === second?.id)
    if (!unsafe || !external || !first || !second) throw new Error('filmfan has notifications')
    unsafe.url = 'javascript:alert(1)'
    external.url = 'https://example.com/festival'
    const { list } = await openInbox()
    const [unsafeCard, externalCard] = cards(list) as [HTMLElement, HTMLElement]

    expect(unsafeCard).toHaveAccessibleName(cardName(first))
    expect(within(unsafeCard).queryByRole('link')).toBeNull()
    expect(within(unsafeCard).getByText(first.category[1] ?? '')).toBeInTheDocument()
    const [link] = within(externalCard).getAllByRole('link')
    expect(link).toHaveAccessibleName(`${second.category[1]} (opens in a new tab)`)
    expect(link).toHaveAttribute('href', 'https://example.com/festival')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(externalCard).getByRole('link', { name: /^View notification/ })).toHaveAttribute(
      'href',
      'https://example.com/festival',
    )
  })

  it('appends the next page once per press, each notification once, until there are no more', async () => {
    const pages = captureRequests('GET', '/api/notification')
    const expected = expectedNotifications()
    expect(expected.length).toBeGreaterThan(24)
    const { app, list } = await openInbox()

    await app.user.dblClick(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards(list).length).toBeGreaterThanOrEqual(24))
    // The double click's second press may have asked for page 3 once page 2 was in: either way
    // each page comes once. Whatever is left comes with one more press.
    const settled = () =>
      screen.queryByText('That’s everything for now.') ??
      screen.queryByRole('button', { name: 'Load more' })
    await waitFor(() => expect(settled()).not.toBeNull())
    const more = screen.queryByRole('button', { name: 'Load more' })
    if (more) await app.user.click(more)

    await waitFor(() => expect(cards(list)).toHaveLength(expected.length))
    expect(await screen.findByText('That’s everything for now.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const names = cardNames(list)
    expect(names).toEqual(expected.map(cardName))
    const requested = pages.map((request) => request.url.searchParams.get('page') ?? '1')
    expect(new Set(requested).size).toBe(requested.length)
  })

  it('dismisses a card once however fast it is pressed, says so and lowers the unread badge', async () => {
    const sent = captureRequests('PUT', '/api/notification')
    const [first, second] = expectedNotifications()
    if (!first || !second) throw new Error('filmfan has notifications')
    const total = expectedNotifications().length
    const { app, list } = await openInbox()
    await expectMenuBadge(app, `Notifications ${total} unread`)

    const card = cards(list)[0] as HTMLElement
    await app.user.dblClick(
      within(card).getByRole('button', { name: `Dismiss notification from ${first.sender_ref}` }),
    )

    expect(await within(alerts()).findByText('Notification dismissed.')).toBeInTheDocument()
    await waitFor(() => expect(card).not.toBeInTheDocument())
    expect(sent).toHaveLength(1)
    await waitFor(() => expect(sent[0]?.body).toEqual({ id: first.id }))
    expect(db().notifications.find((n) => n.id === first.id)?.dismissed).toBe(true)
    // Focus is not dropped on the page: it moves to the card that took the dismissed one's place.
    const next = cards(list)[0] as HTMLElement
    expect(next).toHaveAccessibleName(cardName(second))
    expect(
      within(next).getByRole('button', { name: `Dismiss notification from ${second.sender_ref}` }),
    ).toHaveFocus()
    await expectMenuBadge(app, `Notifications ${total - 1} unread`)
  })

  it('skips nothing on "Load more" after a dismissal has shifted the server’s pages', async () => {
    const { app, list } = await openInbox()
    const first = cards(list)[0] as HTMLElement
    await app.user.click(within(first).getByRole('button', { name: /^Dismiss/ }))
    await waitFor(() => expect(first).not.toBeInTheDocument())
    // The loaded page is fetched again, so the one that slid up from page 2 is not skipped.
    await waitFor(() => expect(cards(list)).toHaveLength(12))

    await app.user.click(await screen.findByRole('button', { name: 'Load more' }))
    const expected = expectedNotifications().slice(0, 24).map(cardName)
    await waitFor(() => expect(cards(list)).toHaveLength(24))
    const names = cardNames(list)
    expect(names).toEqual(expected)
  })

  it('keeps the card and warns when the dismissal fails', async () => {
    setScenario('notification-dismiss-error')
    const [first] = expectedNotifications()
    const { app, list } = await openInbox()
    const card = cards(list)[0] as HTMLElement
    await app.user.click(
      within(card).getByRole('button', { name: `Dismiss notification from ${first?.sender_ref}` }),
    )

    const message = await within(alerts()).findByText(
      'I had an issue dismissing this notification, please try again.',
    )
    expect(message.closest('[class]')?.parentElement?.textContent).toMatch(/^Warning:/)
    expect(card).toBeInTheDocument()
    expect(cards(list)).toHaveLength(12)
    expect(within(alerts()).queryByText('Notification dismissed.')).toBeNull()
  })

  it('moves focus to the empty state when the last notification goes', async () => {
    const id = filmfanId()
    const mine = db().notifications.filter((n) => n.recipient_id === id)
    for (const n of mine.slice(1)) n.dismissed = true
    const { app, list } = await openInbox()
    const [only] = cards(list)
    await app.user.click(within(only as HTMLElement).getByRole('button', { name: /^Dismiss/ }))

    const empty = await screen.findByRole('heading', { name: 'You’re all caught up' })
    await waitFor(() => expect(empty).toHaveFocus())
  })

  it('says there is nothing yet when the inbox is empty', async () => {
    setScenario('empty')
    await signIn('filmfan')
    renderApp('/notifications')
    expect(await screen.findByRole('heading', { name: 'You’re all caught up' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'When someone comments on, replies to or upvotes your posts, you will see it here.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Your notifications' })).toBeNull()
  })

  it('says so when the notifications cannot be loaded, and loads them on Try again', async () => {
    server.use(
      http.get('*/api/notification', () =>
        HttpResponse.json({ detail: 'Server down' }, { status: 500 }),
      ),
    )
    await signIn('filmfan')
    const app = renderApp('/notifications')
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument()

    server.resetHandlers()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    const list = await screen.findByRole('list', { name: 'Your notifications' })
    expect(cards(list)).toHaveLength(12)
  })
})
