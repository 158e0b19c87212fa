import type { ComponentPropsWithoutRef, SubmitEvent } from 'react'
import { focusFirstProblem } from '#components/ui/focus-first-problem'

/**
 * A form that validates on submit itself (`noValidate`: no browser bubbles), with native fields
 * (TextField, Checkbox) that mark a refused value `aria-invalid`. When a submit leaves a field
 * marked, focus moves to the first one (focusFirstProblem).
 */
export function NativeForm({ onSubmit, ...props }: ComponentPropsWithoutRef<'form'>) {
  function submit(event: SubmitEvent<HTMLFormElement>) {
    onSubmit?.(event)
    focusFirstProblem(event.currentTarget)
  }
  return <form {...props} noValidate onSubmit={submit} />
}
