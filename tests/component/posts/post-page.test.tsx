import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/node'
import { renderApp, setupMockBackend } from '../../utils/render-app'

setupMockBackend()

function aPostWithComments() {
  const state = db()
  const post = state.posts.find((p) => state.comments.some((c) => c.post_id === p.id))
  if (!post) throw new Error('the seed has a post with comments')
  return post
}

describe('/post/$postSlug', () => {
  it('shows the whole post under its own title, its comments, and the side lists', async () => {
    const post = aPostWithComments()
    renderApp(`/post/${post.slug}`)

    expect(
      await screen.findByRole('heading', { level: 1, name: post.title }, { timeout: 10_000 }),
    ).toBeInTheDocument()
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
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This post is not here' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the newest posts' })).toHaveAttribute(
      'href',
      '/new',
    )
  })
})
