import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { db, server, setScenario } from '#mocks/node'
import { alertsAtom } from '#lib/alerts'
import { setupMockBackend, signIn } from '#tests/utils/render-app'
import { captureRequests, fill } from '#tests/utils/requests'
import { addComment, arrangeThread, renderThread, type ThreadProps } from './render-thread'

setupMockBackend()

const LIST = '/api/content/comment/post'
const COMMENT = '/api/content/comment'
const VOTE = '/api/reaction/vote/comment'

function alerts() {
  // hidden: while a dialog is open react-aria hides the rest of the page from assistive technology.
  return screen.getByRole('region', { name: 'Alerts', hidden: true })
}

function commentList() {
  return screen.getByRole('list', { name: 'Comments' })
}

/** Top-level comments only, in the order shown. */
function topLevelArticles(): HTMLElement[] {
  return within(commentList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === commentList())
    .map((item) => within(item).getAllByRole('article')[0])
    .filter((article): article is HTMLElement => article !== undefined)
}

async function renderAsMember(props: Partial<ThreadProps> = {}) {
  const arranged = arrangeThread()
  await signIn('filmfan')
  const view = renderThread({
    postSlug: arranged.post.slug,
    postId: arranged.post.id,
    viewerId: arranged.filmfan,
    ...props,
  })
  await screen.findByRole('list', { name: 'Comments' })
  return { ...arranged, ...view }
}

describe('comment thread: reading', () => {
  it('shows each comment with its author, date, plain-text body and replies', async () => {
    const { post, theirs, mine } = arrangeThread()
    const requests = captureRequests('GET', LIST)
    renderThread({ postSlug: post.slug, postId: post.id, viewerId: null })

    expect(await screen.findByRole('status')).toHaveTextContent('Loading comments')
    await screen.findByRole('list', { name: 'Comments' })
    expect(requests[0]?.url.searchParams.get('slug')).toBe(post.slug)
    expect(requests[0]?.url.searchParams.get('page')).toBe('1')
    expect(requests[0]?.url.searchParams.has('comment')).toBe(false)

    // Newest first: filmfan's comment, then critic's.
    const [first, second] = topLevelArticles()
    expect(first).toHaveAccessibleName('Comment by filmfan')
    expect(second).toHaveAccessibleName('Comment by critic')
    const body = within(second as HTMLElement).getByText(/The ending still gets me/)
    // Line breaks kept as text (pre-wrap), never turned into HTML.
    expect(body.textContent).toBe('The ending still gets me.\nEvery single time.')
    expect(body.children).toHaveLength(0)
    const time = (second as HTMLElement).querySelector('time')
    expect(time).toHaveAttribute('dateTime', new Date(theirs.created_date).toISOString())

    const replies = screen.getByRole('list', { name: 'Replies to filmfan' })
    expect(within(replies).getAllByRole('article')).toHaveLength(2)
    expect(within(replies).getAllByRole('article')[0]).toHaveAccessibleName('Reply by critic')
    expect(screen.getByRole('list', { name: 'Replies to critic' })).toBeInTheDocument()
    expect(mine.id).toBeGreaterThan(theirs.id)

    expect(
      within(second as HTMLElement).getByRole('button', {
        name: '3 upvotes, upvote comment by critic',
      }),
    ).toHaveAttribute('aria-pressed', 'false')
    expect(
      within(second as HTMLElement).getByRole('button', {
        name: '1 downvote, downvote comment by critic',
      }),
    ).toBeInTheDocument()
  })

  it('loads more while has_next, never showing a comment twice', async () => {
    const { post } = arrangeThread()
    for (let i = 0; i < 10; i += 1) addComment({ post_id: post.id })
    // 12 top-level comments now: page 1 is full; two more make a page 2.
    addComment({ post_id: post.id })
    addComment({ post_id: post.id })
    const requests = captureRequests('GET', LIST)
    const { user } = renderThread({ postSlug: post.slug, postId: post.id, viewerId: null })
    await screen.findByRole('list', { name: 'Comments' })
    expect(topLevelArticles()).toHaveLength(12)

    // Someone comments meanwhile: every comment slides one place, so page 2 now starts with
    // the last comment of page 1.
    addComment({ post_id: post.id, body: 'Late arrival' })
    const more = screen.getByRole('button', { name: 'Load more comments' })
    await user.dblClick(more)

    await waitFor(() => expect(topLevelArticles()).toHaveLength(14))
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull()
    const ids = topLevelArticles().map((article) => article.dataset.commentId)
    expect(new Set(ids).size).toBe(ids.length)
    const pageTwo = requests.filter((r) => r.url.searchParams.get('page') === '2')
    expect(pageTwo).toHaveLength(1)
  })

  it('says so when there are no comments yet', async () => {
    const { post } = arrangeThread()
    db().comments = db().comments.filter((c) => c.post_id !== post.id)
    renderThread({ postSlug: post.slug, postId: post.id, viewerId: null })
    expect(await screen.findByText('No comments yet — start the conversation')).toBeInTheDocument()
  })

  it('shows an error with Retry when the comments cannot be loaded', async () => {
    const { post } = arrangeThread()
    setScenario('server-error')
    const { user } = renderThread({ postSlug: post.slug, postId: post.id, viewerId: null })
    expect(
      await screen.findByText('I had an issue loading the comments, please try again.'),
    ).toBeInTheDocument()

    setScenario(null)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('list', { name: 'Comments' })).toBeInTheDocument()
  })

  it('opens on a highlighted comment: asks for it, marks it, scrolls to it after 1000 ms', async () => {
    const { post, myReplies } = arrangeThread()
    const target = myReplies[1]
    if (!target) throw new Error('arranged')
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    const requests = captureRequests('GET', LIST)
    renderThread({
      postSlug: post.slug,
      postId: post.id,
      viewerId: null,
      highlightCommentId: target.id,
    })
    await screen.findByRole('list', { name: 'Comments' })
    expect(requests[0]?.url.searchParams.get('comment')).toBe(String(target.id))

    const marked = document.querySelectorAll('[data-highlighted]')
    expect(marked).toHaveLength(1)
    const article = marked[0] as HTMLElement
    expect(article.dataset.commentId).toBe(String(target.id))
    expect(article).toHaveAttribute('tabindex', '-1')
    expect(within(article).getByText('Linked comment')).toBeInTheDocument()

    expect(scrolled).not.toHaveBeenCalled()
    await waitFor(() => expect(scrolled).toHaveBeenCalled())
    expect(scrolled.mock.instances[0]).toBe(article)
    expect(article).toHaveFocus()
    scrolled.mockRestore()
  })
})

describe('comment thread: writing', () => {
  it('posts a comment: the request, at the top of the list, the count goes up', async () => {
    const sent = captureRequests('POST', COMMENT)
    const { post, user, onCountChange } = await renderAsMember()
    const box = screen.getByRole('textbox', { name: 'Write a comment' })

    await fill(user, box, '  Kubrick would have cut the last scene.  ')
    await user.click(screen.getByRole('button', { name: 'Comment' }))

    expect(await within(alerts()).findByText('Comment posted!')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({
      post: post.id,
      parent_comment: null,
      body: 'Kubrick would have cut the last scene.',
      status: 'A',
    })
    const [first] = topLevelArticles()
    expect(first).toHaveTextContent('Kubrick would have cut the last scene.')
    expect(first).toHaveAccessibleName('Comment by filmfan')
    expect(onCountChange).toHaveBeenCalledExactlyOnceWith(1)
    expect(box).toHaveValue('')
  })

  it('sends with Ctrl+Enter', async () => {
    const sent = captureRequests('POST', COMMENT)
    const { user } = await renderAsMember()
    const box = screen.getByRole('textbox', { name: 'Write a comment' })
    await fill(user, box, 'Quick one')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await within(alerts()).findByText('Comment posted!')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
  })

  it('refuses an empty comment with missing_body_comment and sends nothing', async () => {
    const sent = captureRequests('POST', COMMENT)
    const { user } = await renderAsMember()
    const box = screen.getByRole('textbox', { name: 'Write a comment' })
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled()

    await fill(user, box, '   ')
    await user.keyboard('{Control>}{Enter}{/Control}')

    expect(
      await within(alerts()).findByText('Please add some content to your comment!'),
    ).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('keeps the text and says so when the comment cannot be posted (comment-error)', async () => {
    const { user, onCountChange } = await renderAsMember()
    setScenario('comment-error')
    const box = screen.getByRole('textbox', { name: 'Write a comment' })
    await fill(user, box, 'This will fail')
    await user.click(screen.getByRole('button', { name: 'Comment' }))

    expect(
      await within(alerts()).findByText('I had an issue posting your comment, please try again.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(box).toHaveValue('This will fail'))
    expect(topLevelArticles()).toHaveLength(2)
    expect(onCountChange).not.toHaveBeenCalled()
  })

  it('opens one reply box at a time; a reply goes to the top of its parent’s replies', async () => {
    const sent = captureRequests('POST', COMMENT)
    const { mine, user, onCountChange } = await renderAsMember()
    const replyToFilmfan = screen.getByRole('button', { name: 'Reply to filmfan' })
    const replyToCritic = screen.getByRole('button', { name: 'Reply to critic' })

    await user.click(replyToCritic)
    expect(screen.getByRole('textbox', { name: 'Your reply to critic' })).toHaveFocus()
    expect(replyToCritic).toHaveAttribute('aria-expanded', 'true')

    await user.click(replyToFilmfan)
    expect(screen.queryByRole('textbox', { name: 'Your reply to critic' })).toBeNull()
    const box = screen.getByRole('textbox', { name: 'Your reply to filmfan' })

    // A second press closes it again.
    await user.click(replyToFilmfan)
    expect(screen.queryByRole('textbox', { name: 'Your reply to filmfan' })).toBeNull()
    await user.click(replyToFilmfan)

    await fill(user, screen.getByRole('textbox', { name: 'Your reply to filmfan' }), 'Agreed!')
    await user.click(screen.getByRole('button', { name: 'Reply' }))

    expect(await within(alerts()).findByText('Comment posted!')).toBeInTheDocument()
    expect(sent[0]?.body).toEqual({
      post: expect.any(Number),
      parent_comment: mine.id,
      body: 'Agreed!',
      status: 'A',
    })
    const replies = screen.getByRole('list', { name: 'Replies to filmfan' })
    const [firstReply] = within(replies).getAllByRole('article')
    expect(firstReply).toHaveTextContent('Agreed!')
    expect(within(replies).getAllByRole('article')).toHaveLength(3)
    expect(onCountChange).toHaveBeenCalledExactlyOnceWith(1)
    // The box closes once the reply is in.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Your reply to filmfan' })).toBeNull(),
    )
    expect(box).not.toBeInTheDocument()
  })

  it('gives focus back to the Reply button when the reply box closes: Escape, Cancel, sent', async () => {
    const { user } = await renderAsMember()
    const replyToCritic = screen.getByRole('button', { name: 'Reply to critic' })
    const box = () => screen.queryByRole('textbox', { name: 'Your reply to critic' })

    replyToCritic.focus()
    await user.keyboard('{Enter}')
    expect(box()).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(box()).toBeNull()
    expect(replyToCritic).toHaveFocus()

    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(box()).toBeNull()
    expect(replyToCritic).toHaveFocus()

    await user.keyboard('{Enter}')
    await fill(user, box() as HTMLElement, 'Seconded.')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await within(alerts()).findByText('Comment posted!')).toBeInTheDocument()
    await waitFor(() => expect(box()).toBeNull())
    expect(replyToCritic).toHaveFocus()
  })

  it('gives focus back to the comment box after sending with its button', async () => {
    const { user } = await renderAsMember()
    const box = screen.getByRole('textbox', { name: 'Write a comment' })
    await fill(user, box, 'Sent from the button')
    const send = screen.getByRole('button', { name: 'Comment' })
    send.focus()
    await user.keyboard('{Enter}')
    expect(await within(alerts()).findByText('Comment posted!')).toBeInTheDocument()
    expect(box).toHaveFocus()
  })

  it('forgets an open reply box and its draft when the thread collapses', async () => {
    const { user, setExpanded } = await renderAsMember()
    await user.click(screen.getByRole('button', { name: 'Reply to critic' }))
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Your reply to critic' }),
      'Half a thought',
    )

    setExpanded(false)
    expect(screen.queryByRole('list', { name: 'Comments' })).toBeNull()
    setExpanded(true)
    await screen.findByRole('list', { name: 'Comments' })
    expect(screen.queryByRole('textbox', { name: 'Your reply to critic' })).toBeNull()
  })
})

describe('comment thread: own comments', () => {
  it('offers edit and delete on the member’s own comments only', async () => {
    await renderAsMember()
    const [mineArticle, theirsArticle] = topLevelArticles()
    expect(
      within(mineArticle as HTMLElement).getByRole('button', { name: 'Edit your comment' }),
    ).toBeInTheDocument()
    expect(
      within(mineArticle as HTMLElement).getByRole('button', { name: 'Delete your comment' }),
    ).toBeInTheDocument()
    const theirs = theirsArticle as HTMLElement
    expect(within(theirs).queryByRole('button', { name: /Edit/ })).toBeNull()
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).toBeNull()
    // filmfan's reply under critic's comment is theirs to edit.
    const reply = within(screen.getByRole('list', { name: 'Replies to critic' })).getByRole(
      'article',
    )
    expect(within(reply).getByRole('button', { name: 'Edit your comment' })).toBeInTheDocument()
  })

  it('edits a comment in place', async () => {
    const sent = captureRequests('PUT', COMMENT)
    const { post, mine, user } = await renderAsMember()
    const article = topLevelArticles()[0] as HTMLElement
    await user.click(within(article).getByRole('button', { name: 'Edit your comment' }))
    const box = within(article).getByRole('textbox', { name: 'Edit your comment' })
    expect(box).toHaveValue('My first take.')
    expect(box).toHaveFocus()

    await user.clear(box)
    await user.paste('My second take.')
    await user.click(within(article).getByRole('button', { name: 'Save' }))

    expect(await within(alerts()).findByText('Comment updated!')).toBeInTheDocument()
    expect(sent[0]?.body).toEqual({
      id: mine.id,
      post: post.id,
      parent_comment: null,
      body: 'My second take.',
      status: 'A',
    })
    expect(within(article).getByText('My second take.')).toBeInTheDocument()
    expect(within(article).queryByRole('textbox')).toBeNull()
    // Its replies are still there.
    expect(
      within(screen.getByRole('list', { name: 'Replies to filmfan' })).getAllByRole('article'),
    ).toHaveLength(2)
  })

  it('leaves the comment as it was on Escape or Cancel, and gives focus back to Edit each time', async () => {
    const sent = captureRequests('PUT', COMMENT)
    const { user } = await renderAsMember()
    const article = topLevelArticles()[0] as HTMLElement
    const edit = () => within(article).getByRole('button', { name: 'Edit your comment' })
    const box = () => within(article).queryByRole('textbox', { name: 'Edit your comment' })

    edit().focus()
    await user.keyboard('{Enter}')
    expect(box()).toHaveFocus()
    await user.paste(' and a half-finished afterthought')
    await user.keyboard('{Escape}')
    expect(box()).toBeNull()
    expect(within(article).getByText('My first take.')).toBeInTheDocument()
    expect(edit()).toHaveFocus()

    await user.keyboard('{Enter}')
    await user.click(within(article).getByRole('button', { name: 'Cancel' }))
    expect(box()).toBeNull()
    expect(edit()).toHaveFocus()

    // Saved: once the change is in, focus is on Edit again, not lost to the page.
    await user.keyboard('{Enter}')
    await user.clear(box() as HTMLElement)
    await user.paste('My second take.')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await within(alerts()).findByText('Comment updated!')).toBeInTheDocument()
    await waitFor(() => expect(edit()).toHaveFocus())
    expect(sent).toHaveLength(1)
  })

  it('refuses an empty edit, and reopens the edit with the text when saving fails', async () => {
    const sent = captureRequests('PUT', COMMENT)
    const { user } = await renderAsMember()
    const article = topLevelArticles()[0] as HTMLElement
    await user.click(within(article).getByRole('button', { name: 'Edit your comment' }))
    const box = within(article).getByRole('textbox', { name: 'Edit your comment' })
    await user.clear(box)
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(
      await within(alerts()).findByText('Please add some content to your comment!'),
    ).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    setScenario('comment-error')
    await user.paste('Edited but unlucky')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(
      await within(alerts()).findByText('I had an issue updating your comment, please try again.'),
    ).toBeInTheDocument()
    const reopened = await within(article).findByRole('textbox', { name: 'Edit your comment' })
    expect(reopened).toHaveValue('Edited but unlucky')
    expect(sent).toHaveLength(1)
  })

  it('deletes a comment and its replies after confirmation', async () => {
    const sent = captureRequests('DELETE', COMMENT)
    const { mine, user, onCountChange } = await renderAsMember()
    const article = topLevelArticles()[0] as HTMLElement
    await user.click(within(article).getByRole('button', { name: 'Delete your comment' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' })
    expect(dialog).toHaveTextContent('Your comment and its 2 replies will be removed')

    // Cancel first: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(sent).toHaveLength(0)

    await user.click(within(article).getByRole('button', { name: 'Delete your comment' }))
    const again = await screen.findByRole('alertdialog', { name: 'Delete this comment?' })
    await user.click(within(again).getByRole('button', { name: 'Delete' }))

    expect(await within(alerts()).findByText('Comment deleted.')).toBeInTheDocument()
    expect(sent[0]?.body).toEqual({ id: mine.id })
    await waitFor(() => expect(topLevelArticles()).toHaveLength(1))
    expect(screen.queryByRole('list', { name: 'Replies to filmfan' })).toBeNull()
    expect(onCountChange).toHaveBeenCalledExactlyOnceWith(-3)
    expect(db().comments.some((c) => c.id === mine.id)).toBe(false)
  })

  it('keeps the comment and says so when the delete fails', async () => {
    const { user, onCountChange } = await renderAsMember()
    setScenario('comment-error')
    const reply = within(screen.getByRole('list', { name: 'Replies to critic' })).getByRole(
      'article',
    )
    await user.click(within(reply).getByRole('button', { name: 'Delete your comment' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' })
    expect(dialog).toHaveTextContent('Your comment will be removed for everyone.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(
      await within(alerts()).findByText('I had an issue deleting your comment, please try again.'),
    ).toBeInTheDocument()
    // The confirmation closed when pressed, and comes back saying so, for another try.
    const again = await screen.findByRole('alertdialog', { name: 'Delete this comment?' })
    expect(within(again).getByRole('alert')).toHaveTextContent(
      'I had an issue deleting your comment, please try again.',
    )
    expect(reply).toBeInTheDocument()
    expect(onCountChange).not.toHaveBeenCalled()
  })
})

describe('comment thread: votes', () => {
  it('updates at once, then takes the server’s count; the same vote again withdraws it', async () => {
    const sent = captureRequests('PUT', VOTE)
    const { theirs, user } = await renderAsMember()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    // Hold the request back (then let the real handler answer) to see the optimistic state.
    server.use(
      http.put(`*${VOTE}`, async () => {
        await gate
      }),
    )
    const article = topLevelArticles()[1] as HTMLElement
    await user.click(
      within(article).getByRole('button', { name: '3 upvotes, upvote comment by critic' }),
    )

    const pressed = within(article).getByRole('button', {
      name: '4 upvotes, upvote comment by critic',
    })
    expect(pressed).toHaveAttribute('aria-pressed', 'true')
    act(() => release())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.body).toEqual({ id: theirs.id, category: 'Upvote' })
    await waitFor(() =>
      expect(db().comments.find((c) => c.id === theirs.id)?.upvoter_ids).toHaveLength(4),
    )

    // Downvoting moves the vote.
    await user.click(
      within(article).getByRole('button', { name: /downvotes?, downvote comment by critic$/ }),
    )
    expect(
      await within(article).findByRole('button', {
        name: '2 downvotes, downvote comment by critic',
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(
      within(article).getByRole('button', { name: '3 upvotes, upvote comment by critic' }),
    ).toHaveAttribute('aria-pressed', 'false')

    // The same category again withdraws it.
    await user.click(
      within(article).getByRole('button', { name: /downvotes?, downvote comment by critic$/ }),
    )
    expect(
      await within(article).findByRole('button', {
        name: '1 downvote, downvote comment by critic',
      }),
    ).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(sent).toHaveLength(3))
  })

  it('rolls the vote back and warns when it fails (vote-error)', async () => {
    const { user } = await renderAsMember()
    setScenario('vote-error')
    const article = topLevelArticles()[1] as HTMLElement
    await user.click(
      within(article).getByRole('button', { name: '3 upvotes, upvote comment by critic' }),
    )

    expect(
      await within(alerts()).findByText(
        'I came across an issue casting your vote, please try again.',
      ),
    ).toBeInTheDocument()
    expect(
      within(article).getByRole('button', { name: '3 upvotes, upvote comment by critic' }),
    ).toHaveAttribute('aria-pressed', 'false')
  })
})

describe('comment thread: visitors', () => {
  it('reads, but commenting, replying and voting only ask to log in for 5 s', async () => {
    const { post } = arrangeThread()
    const posted = captureRequests('POST', COMMENT)
    const voted = captureRequests('PUT', VOTE)
    const { user, store } = renderThread({ postSlug: post.slug, postId: post.id, viewerId: null })
    await screen.findByRole('list', { name: 'Comments' })

    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Write a comment…' }))
    expect(
      await within(alerts()).findByText('If you want to comment, please log in'),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reply to critic' }))
    expect(
      await within(alerts()).findByText('If you want to reply, please log in'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()

    await user.click(screen.getByRole('button', { name: '3 upvotes, upvote comment by critic' }))
    expect(
      await within(alerts()).findByText('If you want to vote, please log in'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: '3 upvotes, upvote comment by critic' }),
    ).toHaveAttribute('aria-pressed', 'false')

    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull()
    expect(store.get(alertsAtom).map((alert) => alert.timeout)).toEqual([5000, 5000, 5000])
    expect(posted).toHaveLength(0)
    expect(voted).toHaveLength(0)
  })
})
