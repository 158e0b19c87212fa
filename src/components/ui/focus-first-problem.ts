/**
 * What a form marks as needing a fix: a field marked `aria-invalid` (our native fields and
 * react-aria's), or a picture field whose file was refused (its browse button carries
 * `data-problem`: on a phone the picture's message can be below the fold, and pressing "Publish"
 * would seem to do nothing).
 */
const PROBLEM = '[aria-invalid="true"], [data-problem]'
const FOCUSABLE = 'input, textarea, select, button'

/**
 * After a submit the form refused, moves focus to its first problem, so a keyboard or
 * screen-reader user lands on what needs fixing and hears its message (the field's
 * `aria-describedby`) instead of searching for it. Every form and dialog that checks its own
 * input calls this, so they all behave alike.
 *
 * It waits a task: the messages render with React's update of the submit event. The field is
 * brought to the middle of the screen, because the browser's own scroll on focus stops at the
 * bottom edge, where the message under the field was hidden behind a form's sticky "Save
 * changes" bar (/profile/edit at 375 px). Errors the server returns later are left to the form:
 * they arrive after the person moved on.
 */
export function focusFirstProblem(form: HTMLFormElement | null): void {
  window.setTimeout(() => {
    const marked = form?.querySelector<HTMLElement>(PROBLEM)
    if (!marked || marked.contains(document.activeElement)) return
    // A radio group is marked invalid as a whole; its radios are what takes focus.
    const target = marked.matches(FOCUSABLE)
      ? marked
      : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked)
    target.focus({ preventScroll: true })
    // A radio's input is visually hidden, out of the flow: what is seen is its label.
    const seen = target.closest('label') ?? target
    seen.scrollIntoView({ block: 'center' })
  }, 0)
}
