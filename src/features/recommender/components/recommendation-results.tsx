import { useEffect, useId, useRef, type Ref } from 'react'
import { Button } from '#components/ui/button'
import { FormMessage } from '#components/ui/form-message'
import { Icon } from '#components/ui/icon'
import { ButtonLink } from '#components/ui/link'
import { Loader } from '#components/ui/loader'
import { t } from '#i18n/en-community'
import type { Recommendation } from '../api/recommender-queries'
import * as styles from './questionnaire-runner.css'

/** 3 recommendations shown, up to 6 on reveal (docs/behaviour.md#recommender). */
export const SHOWN_FIRST = 3
export const SHOWN_MAX = 6

export type ResultsState =
  | { status: 'generating' }
  | { status: 'error' }
  | { status: 'done'; recommendations: readonly Recommendation[] }

export interface RecommendationResultsProps {
  state: ResultsState
  showAll: boolean
  /** The heading focus moves to when the state changes (generating → results). */
  headingRef: Ref<HTMLHeadingElement>
  onShowAll: () => void
  onRetry: () => void
  onStartAgain: () => void
}

function RecommendationCard({
  recommendation,
  rank,
  headingRef,
}: {
  recommendation: Recommendation
  rank: number
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const nameId = useId()
  return (
    <article className={styles.pick} aria-labelledby={nameId}>
      <span className={styles.pickRank} aria-hidden="true">
        {rank}
      </span>
      <div className={styles.pickBody}>
        <h3 id={nameId} ref={headingRef} tabIndex={-1} className={styles.pickName}>
          {recommendation.name}
        </h3>
        {recommendation.genre.length > 0 && (
          <ul className={styles.chips} aria-label={t('recommendations_genres')}>
            {recommendation.genre.map((genre) => (
              <li key={genre} className={styles.genre}>
                {genre}
              </li>
            ))}
          </ul>
        )}
        {recommendation.tags.length > 0 && (
          <ul className={styles.chips} aria-label={t('recommendations_tags')}>
            {recommendation.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}

function Footer({ onStartAgain }: { onStartAgain: () => void }) {
  return (
    <div className={styles.resultsActions}>
      <Button variant="primary" onPress={onStartAgain}>
        {t('questionnaire_start_again')}
      </Button>
      <ButtonLink to="/ai/recommender" variant="secondary">
        {t('questionnaire_more_finders')}
      </ButtonLink>
    </div>
  )
}

/**
 * After the last question (docs/behaviour.md#recommender): a generating state, then the
 * recommendations (3 shown, a button reveals up to 6), the no-match message, or the failure with a
 * retry.
 */
export function RecommendationResults({
  state,
  showAll,
  headingRef,
  onShowAll,
  onRetry,
  onStartAgain,
}: RecommendationResultsProps) {
  const firstRevealedRef = useRef<HTMLHeadingElement>(null)
  const revealed = useRef(false)

  useEffect(() => {
    // After "show more", continue where the new picks start rather than at the list's top.
    if (showAll && !revealed.current) firstRevealedRef.current?.focus()
    revealed.current = showAll
  }, [showAll])

  if (state.status === 'generating') {
    return (
      <div className={styles.generating}>
        <span className={styles.reel} aria-hidden="true">
          <Icon name="film" size={40} />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
          {t('questionnaire_generating_title')}
        </h2>
        <p className={styles.resultsIntro}>{t('questionnaire_generating_text')}</p>
        <Loader label={t('questionnaire_generating_title')} />
      </div>
    )
  }

  if (state.status === 'error') {
    return (
      <div className={styles.results}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
          {t('recommendations_title')}
        </h2>
        <FormMessage tone="danger" announce>
          {t('recommendations_error')}
        </FormMessage>
        <div className={styles.resultsActions}>
          <Button variant="primary" onPress={onRetry}>
            {t('recommendations_retry')}
          </Button>
          <Button variant="secondary" onPress={onStartAgain}>
            {t('questionnaire_start_again')}
          </Button>
        </div>
      </div>
    )
  }

  const all = state.recommendations.slice(0, SHOWN_MAX)
  if (all.length === 0) {
    return (
      <div className={styles.results}>
        <span className={styles.noMatchIcon} aria-hidden="true">
          <Icon name="search" size={32} />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
          {t('recommendations_no_match_title')}
        </h2>
        <p className={styles.resultsIntro}>{t('recommendations_no_match_text')}</p>
        <Footer onStartAgain={onStartAgain} />
      </div>
    )
  }

  const shown = showAll ? all : all.slice(0, SHOWN_FIRST)
  return (
    <div className={styles.results}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
        {t('recommendations_title')}
      </h2>
      <p className={styles.resultsIntro}>{t('recommendations_intro')}</p>
      <ol className={styles.picks} aria-label={t('recommendations_label')}>
        {shown.map((recommendation, index) => (
          <li key={`${index}-${recommendation.name}`} className={styles.pickItem}>
            <RecommendationCard
              recommendation={recommendation}
              rank={index + 1}
              headingRef={index === SHOWN_FIRST ? firstRevealedRef : undefined}
            />
          </li>
        ))}
      </ol>
      {!showAll && all.length > SHOWN_FIRST && (
        <div className={styles.more}>
          <Button variant="secondary" onPress={onShowAll}>
            <Icon name="chevron-down" size={18} />
            {t('recommendations_show_more')}
          </Button>
        </div>
      )}
      <Footer onStartAgain={onStartAgain} />
    </div>
  )
}
