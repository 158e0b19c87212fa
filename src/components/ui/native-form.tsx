import type { ComponentPropsWithoutRef, SubmitEvent } from 'react'

/**
 * A form that validates on submit itself (`noValidate`: no browser bubbles), with native fields
 * (TextField, Checkbox) that mark a refused value `aria-invalid`. When a submit leaves a field
 * marked, focus moves to the first one, so a keyboard or screen-reader user lands on what needs
 * fixing and hears its message (the fields' `aria-describedby`) instead of searching for it.
 * Errors the server returns later are left to the form: they arrive after the person moved on.
 */
export function NativeForm({ onSubmit, ...props }: ComponentPropsWithoutRef<'form'>) {
  function submit(event: SubmitEvent<HTMLFormElement>) {
    onSubmit?.(event)
    const form = event.currentTarget
    // The errors render with React's update of this event; a task later they are in the page.
    window.setTimeout(() => focusFirstInvalid(form), 0)
  }
  return <form {...props} noValidate onSubmit={submit} />
}

/**
 * Focuses the first marked field and brings it to the middle of the screen. The browser's own
 * scroll on focus stops as soon as the field shows, at the bottom edge, where its message under it
 * was hidden behind a form's sticky "Save changes" bar (/profile/edit at 375 px).
 */
function focusFirstInvalid(form: HTMLFormElement): void {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!first || first.contains(document.activeElement)) return
  first.focus({ preventScroll: true })
  first.scrollIntoView({ block: 'center' })
}
