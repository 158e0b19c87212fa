/**
 * Rows of the in-memory database. These are the mock server's private storage, normalised the way
 * a backend would keep them (ids instead of embedded copies, voter sets instead of counts); the API
 * shapes are derived from them in `serialise.ts` and typed by the generated OpenAPI schema.
 * Every row is plain JSON so the whole database can be persisted and compared byte for byte.
 */

export type IsoDate = string

export interface ProfileRow {
  id: number
  username: string
  email: string
  /** Plain text: this is a mock, and QA needs to read it back from the toolbar. */
  password: string
  first_name: string
  last_name: string
  date_of_birth: string | null
  profile_picture: string | null
  cover_picture: string | null
  tagline: string
  bio: string
  timezone: string
  language: string
  agree_terms: boolean
  over_18: boolean
  wants_email_marketing: boolean
  is_verified: boolean
  created_date: IsoDate
  /** Permission groups as `[id, name]`, e.g. `[1, 'Consumers']`. */
  permission_groups: Array<[number, string]>
  saved_board_ids: number[]
  favourite_location_ids: number[]
  referral_id: string | null
}

export interface BoardRow {
  id: number
  name: string
  slug: string
  featured_image: string
  parent_id: number | null
  created_date: IsoDate
}

export interface PlaylistRow {
  id: number
  name: string
  board_ids: number[]
}

export interface GroupCategoryRow {
  id: number
  name: string
  subcategories: Array<{ id: number; name: string }>
}

export interface GroupRow {
  id: number
  name: string
  slug: string
  description: string
  category_id: number | null
  subcategory_ids: number[]
  administrators: number[]
  member_ids: number[]
  profile_picture: string | null
  cover_picture: string | null
  status: string
  created_date: IsoDate
}

export interface PostRow {
  id: number
  slug: string
  title: string
  body: string
  image: string | null
  status: string
  type: 'post' | 'question'
  created_by: number
  created_date: IsoDate
  updated_date: IsoDate | null
  board_ids: number[]
  group_id: number | null
  upvoter_ids: number[]
  /** When each upvote landed: trending ranks by recent activity. */
  upvoted_at: IsoDate[]
}

export interface CommentRow {
  id: number
  post_id: number
  parent_comment: number | null
  body: string
  status: string
  created_by: number
  created_date: IsoDate
  updated_date: IsoDate | null
  show_as_quote: boolean
  upvoter_ids: number[]
  downvoter_ids: number[]
}

export interface NotificationRow {
  id: number
  recipient_id: number
  sender_id: number
  url: string
  category: [string, string]
  created_date: IsoDate
  dismissed: boolean
}

export interface QuestionnaireAnswerRow {
  id: number
  text: string
  genres: string[]
  tags: string[]
}

export interface QuestionnaireRow {
  id: number
  slug: string
  title: string
  category: string
  created_date: IsoDate
  questions: Array<{ id: number; text: string; answers: QuestionnaireAnswerRow[] }>
}

export interface QuestionnaireResponseRow {
  id: number
  created_by: number | null
  session_id: string
  anonymous_email: string | null
  questionnaire: number
  question: number
  answers: number[]
  created_date: IsoDate
}

export interface AdvertisementRow {
  id: number
  category: string
  title: string
  url: string
  image_xs: string
  image_sm: string
  image_md: string
  image_lg: string
}

export interface LocationRow {
  id: number
  name: string
  city: string
}

export interface LogRow {
  id: number
  profile_id: number | null
  /** Kind of activity: post_created, comment_created, vote, board_saved, group_joined, page_view. */
  category: string
  message: string
  url: string | null
  created_date: IsoDate
}

export interface TokenRow {
  profile_id: number
  /** Epoch milliseconds, compared against the clock at request time (fake timers included). */
  expires_at: number
  /** Access tokens from a refresh survive the `session-expired` scenario; login ones do not. */
  origin: 'login' | 'refresh'
}

export interface RecoverySessionRow {
  token: string
  profile_id: number
  expires_at: number
  used: boolean
}

export interface UploadRow {
  id: string
  mime: string
  /** Base64 without the data: prefix. */
  data: string
}

export interface MailRow {
  id: number
  to: string
  subject: string
  body: string
  link: string | null
  sentAt: IsoDate
  kind: 'verification' | 'recovery' | 'contact' | 'referral'
}

export interface DbState {
  seed: number
  profiles: ProfileRow[]
  boards: BoardRow[]
  playlists: PlaylistRow[]
  groupCategories: GroupCategoryRow[]
  groups: GroupRow[]
  posts: PostRow[]
  comments: CommentRow[]
  notifications: NotificationRow[]
  questionnaires: QuestionnaireRow[]
  questionnaireResponses: QuestionnaireResponseRow[]
  advertisements: AdvertisementRow[]
  locations: LocationRow[]
  logs: LogRow[]
  accessTokens: Record<string, TokenRow>
  refreshTokens: Record<string, TokenRow>
  apiKeys: Record<string, number>
  recoverySessions: RecoverySessionRow[]
  /** E-mails of deleted accounts: they can never register again. */
  deletedEmails: string[]
  uploads: UploadRow[]
  mail: MailRow[]
  /** Next id per table, so ids never repeat after a delete. */
  nextId: Record<string, number>
}
