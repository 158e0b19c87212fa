import { toCommentVotes, toPostVotes } from '#mocks/db/serialise'
import { commit, getDb } from '#mocks/db/store'
import { requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'

function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id]
}

export const reactionsHandlers = [
  http.put('/api/reaction/vote/post', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    if (body.category !== 'Upvote')
      throw problem.validation({ category: ['Posts can only be upvoted.'] })
    const db = getDb()
    const post = db.posts.find((p) => p.id === body.id)
    if (!post) throw problem.notFound()
    const at = post.upvoter_ids.indexOf(profile.id)
    if (at >= 0) {
      post.upvoter_ids.splice(at, 1)
      post.upvoted_at.splice(at, 1)
      commit()
      // Contract decision 25: withdrawing a vote answers 205 Reset Content, no body
      // (docs/behaviour.md#votes: a post vote succeeds with 200 or 205); the client refetches the
      // post's votes.
      return response(205).empty()
    } else {
      post.upvoter_ids.push(profile.id)
      post.upvoted_at.push(new Date().toISOString())
    }
    commit()
    return response(200).json({ id: post.id, votes: toPostVotes(post, profile.id) })
  }),

  http.put('/api/reaction/vote/comment', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const comment = getDb().comments.find((c) => c.id === body.id)
    if (!comment) throw problem.notFound()
    // A vote toggles; voting the other way moves the vote instead of stacking both.
    if (body.category === 'Upvote') {
      comment.upvoter_ids = toggle(comment.upvoter_ids, profile.id)
      comment.downvoter_ids = comment.downvoter_ids.filter((id) => id !== profile.id)
    } else {
      comment.downvoter_ids = toggle(comment.downvoter_ids, profile.id)
      comment.upvoter_ids = comment.upvoter_ids.filter((id) => id !== profile.id)
    }
    commit()
    return response(200).json({ id: comment.id, votes: toCommentVotes(comment, profile.id) })
  }),
]
