import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Card } from '#components/ui/card'
import { Icon, type IconName } from '#components/ui/icon'
import { ListErrorState } from '#components/ui/list-states'
import { Loader } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import { activityQueries } from '../api/activity-queries'
import * as styles from './activity.css'
import { countFormat, shortDateFormat } from '#lib/formats'

function formatDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : shortDateFormat().format(date)
}

/**
 * The reviewer-insights overview (openapi `getReviewerInsightsOverview`). Who may see it is the
 * server's decision (docs/behaviour.md#logs-and-integrations): a 403 is shown as a polite "not
 * available for your account", not as an error.
 */
export function ReviewerInsightsPanel() {
  const insights = useQuery(activityQueries.insights())

  return (
    <section className={styles.section} aria-labelledby="insights-title">
      <h2 id="insights-title" className={styles.sectionTitle}>
        {t('insights_title')}
      </h2>
      {insights.isPending ? (
        <Loader block label={t('insights_loading')} />
      ) : insights.isError ? (
        <ListErrorState
          icon="alert"
          message={t('insights_error')}
          retryLabel={t('feed_retry')}
          onRetry={() => void insights.refetch()}
        />
      ) : insights.data === null ? (
        <Card as="div" className={styles.notice}>
          <Icon name="info" size={20} />
          <p className={styles.noticeText}>{t('insights_forbidden')}</p>
        </Card>
      ) : (
        <>
          <p className={styles.period}>
            {t('insights_period', {
              start: formatDay(insights.data.period_start),
              end: formatDay(insights.data.period_end),
            })}
          </p>
          <ul className={styles.stats}>
            <Stat icon="film" label={t('insights_posts')} value={insights.data.num_posts} />
            <Stat
              icon="comment"
              label={t('insights_comments')}
              value={insights.data.num_comments}
            />
            <Stat icon="arrow-up" label={t('insights_upvotes')} value={insights.data.num_upvotes} />
            <Stat
              icon="users"
              label={t('insights_new_members')}
              value={insights.data.num_new_members}
            />
          </ul>
          {insights.data.top_boards.length > 0 && (
            <Card as="div" className={styles.topBoards}>
              <h3 className={styles.subTitle}>{t('insights_top_boards')}</h3>
              <ol className={styles.boardList}>
                {insights.data.top_boards.map((board) => (
                  <li key={board.id} className={styles.boardRow}>
                    <Link
                      to="/board/$boardSlug"
                      params={{ boardSlug: board.slug }}
                      className={styles.boardLink}
                    >
                      {board.name}
                    </Link>
                    <span className={styles.boardCount}>
                      {board.num_posts === 1
                        ? t('insights_board_posts_one')
                        : t('insights_board_posts', {
                            count: countFormat().format(board.num_posts),
                          })}
                    </span>
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </>
      )}
    </section>
  )
}

function Stat({ icon, label, value }: { icon: IconName; label: string; value: number }) {
  return (
    <li className={styles.stat}>
      <Icon name={icon} size={20} className={styles.statIcon} />
      <span className={styles.statValue}>{countFormat().format(value)}</span>
      <span className={styles.statLabel}>{label}</span>
    </li>
  )
}
