import type { ReactNode } from 'react'
import { PageFrame } from './page-frame'

export interface NotFoundPageProps {
  title: string
  text: string
  /** Where to go instead (a link to the list the missing thing would have been in). */
  back: ReactNode
}

/** A missing post, board, group, member or questionnaire: a page of its own, not a failure. */
export function NotFoundPage({ title, text, back }: NotFoundPageProps) {
  return (
    <PageFrame title={title} subtitle="404">
      <p>{text}</p>
      <p>{back}</p>
    </PageFrame>
  )
}
