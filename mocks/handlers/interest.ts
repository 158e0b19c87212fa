import { slugify } from '#mocks/db/random'
import { groupIdsOf, toGroup } from '#mocks/db/serialise'
import { commit, getDb, nextId } from '#mocks/db/store'
import type { GroupRow } from '#mocks/db/types'
import { mediaUrl } from '#mocks/media/urls'
import { optionalProfile, requireProfile } from './lib/auth'
import { problem } from './lib/errors'
import { http } from './lib/http'
import { storeImage } from './lib/images'
import { matchesQuery, pageParam, paginate, searchParam } from './lib/paging'

function uniqueGroupSlug(name: string): string {
  const base = slugify(name) || 'group'
  const taken = new Set(getDb().groups.map((g) => g.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  return slug
}

function groupFieldErrors(
  fields: { name?: string; description?: string; category?: number | null; subcategory?: number[] },
  selfId: number | null,
): Record<string, string[]> | null {
  const db = getDb()
  const errors: Record<string, string[]> = {}
  if (fields.name !== undefined) {
    if (!fields.name.trim()) errors.name = ['Please add a name to your group!']
    else if (
      db.groups.some(
        (g) => g.id !== selfId && g.name.toLowerCase() === fields.name?.trim().toLowerCase(),
      )
    ) {
      errors.name = ['A group with this name already exists.']
    }
  }
  if (fields.description !== undefined && !fields.description.trim())
    errors.description = ['Please add a description to your group!']
  const category =
    fields.category === undefined || fields.category === null
      ? null
      : db.groupCategories.find((c) => c.id === fields.category)
  if (category === undefined) errors.category = ['This category does not exist.']
  if (fields.subcategory && fields.subcategory.length > 0) {
    const allowed = new Set(
      (category ? [category] : db.groupCategories).flatMap((c) => c.subcategories.map((s) => s.id)),
    )
    if (fields.subcategory.some((id) => !allowed.has(id)))
      errors.subcategory = ['Choose subcategories of the chosen category.']
  }
  return Object.keys(errors).length > 0 ? errors : null
}

function findGroupForAdmin(id: number, profileId: number): GroupRow | 'missing' | 'forbidden' {
  const group = getDb().groups.find((g) => g.id === id)
  if (!group) return 'missing'
  return group.administrators.includes(profileId) ? group : 'forbidden'
}

export const interestHandlers = [
  http.get('/api/interest/group/search', ({ request, query, response }) => {
    optionalProfile(request)
    const db = getDb()
    const text = searchParam(request.url)
    const id = query.get('id')
    const profile = query.get('profile')
    const groups = db.groups
      .filter((g) => id === null || g.id === Number(id))
      .filter((g) => profile === null || g.member_ids.includes(Number(profile)))
      .filter((g) => matchesQuery(text, g.name, g.description))
      .sort((a, b) => a.name.localeCompare(b.name))
    const page = paginate(groups, pageParam(request.url))
    return response(200).json({ ...page, results: page.results.map(toGroup) })
  }),

  http.get('/api/interest/group/category', ({ response }) => {
    const categories = getDb().groupCategories
    return response(200).json(
      categories.map((c) => ({
        id: c.id,
        name: c.name,
        subcategories: c.subcategories.map((s) => ({ ...s })),
      })),
    )
  }),

  http.get('/api/interest/group/top', ({ request, response }) => {
    const groups = [...getDb().groups].sort(
      (a, b) => b.member_ids.length - a.member_ids.length || a.id - b.id,
    )
    const page = paginate(groups, pageParam(request.url))
    return response(200).json({ ...page, results: page.results.map(toGroup) })
  }),

  http.get('/api/interest/group/public/slug/{slug}', ({ params, response }) => {
    const group = getDb().groups.find((g) => g.slug === params.slug)
    if (!group) throw problem.notFound()
    return response(200).json(toGroup(group))
  }),

  http.get('/api/interest/group/auth/slug/{slug}', ({ request, params, response }) => {
    requireProfile(request)
    const group = getDb().groups.find((g) => g.slug === params.slug)
    if (!group) throw problem.notFound()
    return response(200).json(toGroup(group))
  }),

  http.post('/api/interest/group', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const errors = groupFieldErrors(body, null)
    if (errors) throw problem.validation(errors)
    const db = getDb()
    const slug = uniqueGroupSlug(body.name)
    // The creator is always an administrator (docs/behaviour.md#groups), whatever the payload
    // lists.
    const administrators = [
      ...new Set([
        profile.id,
        ...body.administrators.filter((id) => db.profiles.some((p) => p.id === id)),
      ]),
    ]
    const group: GroupRow = {
      id: nextId('groups'),
      name: body.name.trim(),
      slug,
      description: body.description.trim(),
      category_id: body.category,
      subcategory_ids: [...body.subcategory],
      administrators,
      member_ids: [...administrators],
      profile_picture: storeImage(body.profile_picture, null) ?? mediaUrl.group(slug),
      cover_picture: storeImage(body.cover_picture, null),
      status: 'A',
      created_date: new Date().toISOString(),
    }
    db.groups.push(group)
    commit()
    return response(201).json(toGroup(group))
  }),

  http.put('/api/interest/group', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const group = findGroupForAdmin(body.id, profile.id)
    if (group === 'missing') throw problem.notFound()
    if (group === 'forbidden')
      throw problem.forbidden('Only the group’s administrators can edit it.')
    const errors = groupFieldErrors(body, group.id)
    if (errors) throw problem.validation(errors)
    if (body.name !== undefined) group.name = body.name.trim()
    if (body.description !== undefined) group.description = body.description.trim()
    if (body.category !== undefined) group.category_id = body.category
    if (body.subcategory !== undefined) group.subcategory_ids = [...body.subcategory]
    if (body.administrators !== undefined)
      group.administrators = [...new Set([profile.id, ...body.administrators])]
    group.profile_picture = storeImage(body.profile_picture, group.profile_picture)
    group.cover_picture = storeImage(body.cover_picture, group.cover_picture)
    group.member_ids = [...new Set([...group.member_ids, ...group.administrators])]
    commit()
    return response(200).json(toGroup(group))
  }),

  http.delete('/api/interest/group', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const group = findGroupForAdmin(body.id, profile.id)
    if (group === 'missing') throw problem.notFound()
    if (group === 'forbidden')
      throw problem.forbidden('Only the group’s administrators can delete it.')
    const db = getDb()
    db.groups = db.groups.filter((g) => g.id !== group.id)
    for (const post of db.posts) if (post.group_id === group.id) post.group_id = null
    commit()
    return response(200).json({ id: group.id, message: 'Group deleted.' })
  }),

  http.put('/api/interest/group/membership', async ({ request, response }) => {
    const profile = requireProfile(request)
    const body = await request.json()
    const db = getDb()
    const group = db.groups.find((g) => g.id === body.id)
    if (!group) throw problem.notFound()
    const isMember = group.member_ids.includes(profile.id)
    group.member_ids = isMember
      ? group.member_ids.filter((id) => id !== profile.id)
      : [...group.member_ids, profile.id]
    commit()
    return response(200).json({
      id: group.id,
      is_member: !isMember,
      num_members: group.member_ids.length,
      groups: groupIdsOf(db, profile.id),
    })
  }),
]
