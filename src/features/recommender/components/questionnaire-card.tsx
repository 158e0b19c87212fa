import { useId } from 'react'
import { Card } from '#components/ui/card'
import { Icon } from '#components/ui/icon'
import { Link } from '#components/ui/link'
import { t } from '#i18n/en-community'
import type { Questionnaire } from '../api/recommender-queries'
import { formatAddedDate, questionCount } from '../lib/questionnaire-format'
import * as styles from './questionnaire-card.css'

const TONES = ['accent', 'info', 'success'] as const

export interface QuestionnaireCardProps {
  questionnaire: Questionnaire
  /** Its place in the list: neighbouring cards take turns with the band's colour. */
  index: number
}

/**
 * A film finder on /ai/recommender (docs/behaviour.md#recommender): title (the link that opens it,
 * stretched over the card), category, number of questions and the date it was added.
 */
export function QuestionnaireCard({ questionnaire, index }: QuestionnaireCardProps) {
  const titleId = useId()
  return (
    <Card
      as="article"
      padding="none"
      interactive
      aria-labelledby={titleId}
      className={styles.card}
      data-tone={TONES[index % TONES.length]}
    >
      <div className={styles.band} aria-hidden="true">
        <span className={styles.bandIcon}>
          <Icon name="film" size={28} />
        </span>
        <span className={styles.bandCount}>{questionnaire.questions.length}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{questionnaire.category}</p>
        <h2 id={titleId} className={styles.title}>
          <Link
            to="/ai/recommender/film-finder/$questionnaireSlug"
            params={{ questionnaireSlug: questionnaire.slug }}
            variant="plain"
            className={styles.link}
          >
            {questionnaire.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="list" size={16} />
            {questionCount(questionnaire.questions.length)}
          </span>
          <span className={styles.metaItem}>
            <Icon name="compass" size={16} />
            <time dateTime={questionnaire.created_date}>
              {t('recommender_added', { date: formatAddedDate(questionnaire.created_date) })}
            </time>
          </span>
        </p>
        {/* The title is the link; this only shows where the whole card leads. */}
        <span className={styles.cta} aria-hidden="true">
          {t('recommender_card_cta')}
          <Icon name="chevron-right" size={18} />
        </span>
      </div>
    </Card>
  )
}
