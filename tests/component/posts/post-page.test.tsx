import { screen, waitFor, within } from '@testing-library/react'
import { delay, getResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { handlers } from '#mocks/handlers/index'
import { db, server } from '#mocks/node'
import { renderApp, setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, holdNextAnswer } from '#tests/utils/requests'

setupMockBackend()

function aPostWithComments() {
  const state = db()
  const post = state.posts.find((p) => state.comments.some((c) => c.post_id === p.id))
  if (!post) throw new Error('the seed has a post with comments')
  return post
}

describe('/post/$postSlug', () => {
  it('opens for a member with the member’s controls, even when their profile answers late', async () => {
    await signIn('filmfan')
    // The member's profile answers after the post does.
    server.use(
      http.get('*/api/auth', async () => {
        await delay(1500)
        return undefined
      }),
    )
    const votes = captureRequests('PUT', '/api/reaction/vote/post')
    const post = aPostWithComments()
    const app = renderApp(`/post/${post.slug}`)
    const article = await screen.findByRole('article', { name: post.title })

    // Pressed as soon as the post shows: a vote, not "log in to vote".
    const vote = within(article).getByRole('button', { name: /upvotes?, upvote “/ })
    const wasPressed = vote.getAttribute('aria-pressed') === 'true'
    await app.user.click(vote)
    await waitFor(() => expect(votes).toHaveLength(1))
    expect(vote).toHaveAttribute('aria-pressed', String(!wasPressed))
    expect(screen.queryByText('If you want to vote, please log in')).toBeNull()
  })

  it('keeps an upvote pressed while the count of the vote it replaced is still on its way', async () => {
    await signIn('filmfan')
    const post = aPostWithComments()
    const app = renderApp(`/post/${post.slug}`)
    const article = await screen.findByRole('article', { name: post.title })
    const vote = () => within(article).getByRole('button', { name: /upvotes?, upvote “/ })
    if (vote().getAttribute('aria-pressed') !== 'true') {
      await app.user.click(vote())
      await waitFor(() => expect(vote()).toHaveAttribute('aria-pressed', 'true'))
    }
    const upvoted = vote().getAttribute('aria-label')

    // Withdrawing answers 205, with no totals, so the post is read for them. That answer is made
    // at once (the withdrawal counted) and held until the member has upvoted again.
    let sendCount = () => {}
    const countHeld = new Promise<void>((resolve) => (sendCount = resolve))
    let countSent = false
    server.use(
      http.get(
        `*/api/content/post/slug/${post.slug}`,
        async ({ request }) => {
          const withdrawn = await getResponse(handlers, request)
          await countHeld
          countSent = true
          return withdrawn
        },
        { once: true },
      ),
    )
    const reads = captureRequests('GET', `/api/content/post/slug/${post.slug}`)
    await app.user.click(vote())
    await waitFor(() => expect(reads).toHaveLength(1))
    expect(vote()).toHaveAttribute('aria-pressed', 'false')

    // The new upvote's own answer comes last.
    const sendVote = holdNextAnswer('put', '/api/reaction/vote/post')
    await app.user.click(vote())
    expect(vote()).toHaveAttribute('aria-pressed', 'true')
    expect(vote()).toHaveAttribute('aria-label', upvoted)

    // The older count arrives: it must not undo the press the member just made.
    sendCount()
    await waitFor(() => expect(countSent).toBe(true))
    await delay(300)
    expect(vote()).toHaveAttribute('aria-pressed', 'true')
    expect(vote()).toHaveAttribute('aria-label', upvoted)

    sendVote()
    await waitFor(() => expect(vote()).toBeEnabled())
    expect(vote()).toHaveAttribute('aria-pressed', 'true')
    expect(vote()).toHaveAttribute('aria-label', upvoted)
  })

  it('shows the whole post under its own title, its comments, and the side lists', async () => {
    const post = aPostWithComments()
    renderApp(`/post/${post.slug}`)

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument()
    // Named in the commit that draws the heading (a layout effect), so never a frame behind it.
    expect(document.title).toBe(`${post.title} · FILM WAFFLE`)
    const article = screen.getByRole('article', { name: post.title })
    if (post.body.trim() !== '') {
      expect(within(article).getByText(post.body.trim())).toBeInTheDocument()
    }
    expect(within(article).queryByRole('button', { name: 'Read more' })).toBeNull()
    // The thread starts open on the post's own page.
    expect(await within(article).findByRole('list', { name: 'Comments' })).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: /comments on/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    const aside = screen.getByRole('complementary', { name: 'More to read' })
    expect(
      await within(aside).findByRole('heading', { level: 2, name: 'Top boards' }),
    ).toBeInTheDocument()
    expect(within(aside).getByRole('heading', { level: 2, name: 'Top posts' })).toBeInTheDocument()
    const topPosts = await within(aside).findAllByRole('link', { name: /upvotes$/ })
    expect(topPosts.length).toBeGreaterThan(0)
    for (const link of topPosts) expect(link).not.toHaveAttribute('href', `/post/${post.slug}`)
  })

  it('says the post is not there when the slug is unknown', async () => {
    renderApp('/post/a-post-nobody-wrote')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This post is not here' }),
    ).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the newest posts' })).toHaveAttribute(
      'href',
      '/new',
    )
  })
})
