import { t } from '#i18n/en-boards'

export function postsText(count: number): string {
  return count === 1 ? t('board_card_posts_one') : t('board_card_posts', { count })
}

export function commentsText(count: number): string {
  return count === 1 ? t('board_card_comments_one') : t('board_card_comments', { count })
}
