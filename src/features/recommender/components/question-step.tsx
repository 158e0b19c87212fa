import { useId, type Ref } from 'react'
import { Button } from '#components/ui/button'
import { Checkbox } from '#components/ui/checkbox'
import { FormMessage } from '#components/ui/form-message'
import { Icon } from '#components/ui/icon'
import { t } from '#i18n/en-community'
import type { Question } from '../api/recommender-queries'
import type { FlowState } from '../lib/questionnaire-flow'
import * as styles from './questionnaire-runner.css'

export interface QuestionStepProps {
  question: Question
  /** 0-based place of the question, and how many there are. */
  step: number
  total: number
  chosen: readonly number[]
  notice: FlowState['notice']
  /** Saving the answers (or, before that, learning who answers). */
  isSaving: boolean
  headingRef: Ref<HTMLHeadingElement>
  onToggle: (answerId: number, selected: boolean) => void
  onBack: () => void
  onNext: () => void
}

/**
 * One question of a questionnaire (one at a time, several answers allowed:
 * docs/behaviour.md#recommender): the progress, the question as the heading focus moves to, the
 * answers as checkboxes, and Next.
 */
export function QuestionStep({
  question,
  step,
  total,
  chosen,
  notice,
  isSaving,
  headingRef,
  onToggle,
  onBack,
  onNext,
}: QuestionStepProps) {
  const headingId = useId()
  const hintId = useId()
  const noticeId = useId()
  const isLast = step === total - 1

  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onNext()
      }}
    >
      <div className={styles.progress} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={styles.progressSegment}
            data-state={index < step ? 'done' : index === step ? 'current' : 'upcoming'}
          />
        ))}
      </div>
      {/* The progress is part of the heading so it is heard when focus lands on the question. */}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.question}>
        <span className={styles.eyebrow}>
          {t('questionnaire_progress', { current: step + 1, total })}
        </span>{' '}
        <span className={styles.questionText}>{question.text}</span>
      </h2>
      <p id={hintId} className={styles.hint}>
        {t('questionnaire_pick_hint')}
      </p>
      <fieldset
        className={styles.answers}
        aria-labelledby={headingId}
        aria-describedby={notice === 'none' ? hintId : `${hintId} ${noticeId}`}
      >
        {question.answers.map((answer, index) => (
          <Checkbox
            key={answer.id}
            className={styles.answer}
            isSelected={chosen.includes(answer.id)}
            onChange={(selected) => onToggle(answer.id, selected)}
          >
            <span className={styles.answerLetter} aria-hidden="true">
              {String.fromCharCode(65 + (index % 26))}
            </span>
            <span className={styles.answerText}>{answer.text}</span>
          </Checkbox>
        ))}
      </fieldset>
      <div id={noticeId} className={styles.notice}>
        {notice === 'no-answers' && (
          <FormMessage tone="warning" announce>
            {t('questionnaire_no_answers')}
          </FormMessage>
        )}
        {notice === 'save-failed' && (
          <FormMessage tone="danger" announce>
            {t('questionnaire_response_error')}
          </FormMessage>
        )}
      </div>
      <div className={styles.actions}>
        {step > 0 ? (
          <Button variant="ghost" isDisabled={isSaving} onPress={onBack}>
            <Icon name="chevron-left" size={18} />
            {t('questionnaire_back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="primary" size="lg" isPending={isSaving}>
          {isLast ? t('questionnaire_finish') : t('questionnaire_next')}
          <Icon name="chevron-right" size={18} />
        </Button>
      </div>
    </form>
  )
}
