import { useState } from 'react'
import { PageFrame } from '#components/layout/page-frame'
import { Link } from '#components/ui/link'
import { SearchBox } from '#components/ui/search-box'
import { t } from '#i18n/en-community'
import { QuestionnaireList } from './questionnaire-list'
import * as styles from './recommender-directory.css'

export interface RecommenderDirectoryProps {
  /** The search in the URL (`?query=`). */
  query?: string
  /** Enter in the search field: the route writes `?query=` (docs/behaviour.md#search). */
  onSearch: (text: string) => void
}

function RecommenderSearch({ query, onSearch }: RecommenderDirectoryProps) {
  const [text, setText] = useState(query ?? '')
  return (
    <SearchBox
      label={t('recommender_search_label')}
      placeholder={t('recommender_search_placeholder')}
      value={text}
      onChange={setText}
      onSubmit={onSearch}
      className={styles.search}
    />
  )
}

/**
 * /ai/recommender (docs/behaviour.md#recommender): a searchable list of film-finder questionnaires.
 */
export function RecommenderDirectory({ query, onSearch }: RecommenderDirectoryProps) {
  return (
    <PageFrame
      title={t('page_recommender_title')}
      subtitle={query ? t('recommender_results_for', { query }) : t('recommender_subtitle')}
      actions={
        query ? (
          <Link to="/ai/recommender" search={{}} variant="inline">
            {t('recommender_clear_search')}
          </Link>
        ) : undefined
      }
    >
      <div className={styles.content}>
        {/* Keyed by the search: a search made in the header shows in this field too. */}
        <RecommenderSearch key={query ?? ''} query={query} onSearch={onSearch} />
        <QuestionnaireList query={query} />
      </div>
    </PageFrame>
  )
}
