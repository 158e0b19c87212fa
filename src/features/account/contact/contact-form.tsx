import { useId, useState, type FormEvent } from 'react'
import { NativeButton } from '#components/ui/native-button'
import { Icon } from '#components/ui/icon'
import { TextField } from '#components/ui/text-field'
import { t } from '#i18n/en-account'
import { useAlertActions } from '#lib/alerts'
import { useSendContactMessage } from '../api/account-api'
import { FormMessage } from '#components/ui/form-message'
import { NativeForm } from '#components/ui/native-form'
import * as layout from '../components/account-layout.css'
import { fieldError, serverMessageOr } from '../lib/messages'
import { useSubmitGuard } from '#lib/use-submit-guard'
import { emailProblem, isBlank } from '../lib/validation'
import * as styles from './contact.css'

interface Errors {
  email?: string
  subject?: string
  message?: string
}

/**
 * The contact form (anyone may send one: docs/behaviour.md#accounts-and-sign-in). It lives in the
 * Help dialog, so its outcome is announced inside the dialog: the page's alert region is hidden
 * from assistive technology while a modal is open.
 */
export function ContactForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string
  onSent?: () => void
}) {
  const [email, setEmail] = useState(defaultEmail)
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const send = useSendContactMessage()
  const { isSubmitting, guard } = useSubmitGuard()
  const { push } = useAlertActions()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problems: Errors = { email: emailProblem(email) }
    if (isBlank(subject)) problems.subject = t('account_contact_subject_required')
    if (isBlank(message)) problems.message = t('account_contact_message_required')
    setErrors(problems)
    if (problems.email || problems.subject || problems.message) return
    setFailure(null)
    void guard(async () => {
      try {
        await send.mutateAsync({
          email: email.trim(),
          subject: subject.trim(),
          message: message.trim(),
        })
      } catch (error) {
        setErrors({
          email: fieldError(error, 'email'),
          subject: fieldError(error, 'subject'),
          message: fieldError(error, 'message'),
        })
        setFailure(serverMessageOr(error, 'account_contact_error'))
        return
      }
      push({ message: t('account_contact_sent'), status: 'success' })
      onSent?.()
    })
  }

  return (
    <NativeForm className={layout.form} onSubmit={submit}>
      {failure && (
        <FormMessage tone="danger" announce>
          {failure}
        </FormMessage>
      )}
      <TextField
        label={t('account_contact_email_label')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value)
          setErrors((e) => ({ ...e, email: undefined }))
        }}
        isRequired
        errorMessage={errors.email}
      />
      <TextField
        label={t('account_contact_subject_label')}
        name="subject"
        value={subject}
        onChange={(value) => {
          setSubject(value)
          setErrors((e) => ({ ...e, subject: undefined }))
        }}
        isRequired
        errorMessage={errors.subject}
      />
      <TextField
        label={t('account_contact_message_label')}
        name="message"
        multiline
        rows={5}
        value={message}
        onChange={(value) => {
          setMessage(value)
          setErrors((e) => ({ ...e, message: undefined }))
        }}
        isRequired
        errorMessage={errors.message}
      />
      <div className={layout.actionsEnd}>
        <NativeButton type="submit" variant="primary" isPending={isSubmitting}>
          <Icon name="send" size={16} />
          {t('account_contact_submit')}
        </NativeButton>
      </div>
    </NativeForm>
  )
}

/**
 * The Help dialog's contact part (AppLayout's `helpExtra` slot): a button that opens the form in
 * place, and a thank-you once the message is sent.
 */
export function HelpContact({ defaultEmail }: { defaultEmail?: string }) {
  const [view, setView] = useState<'closed' | 'form' | 'sent'>('closed')
  const panelId = useId()
  const headingId = useId()

  return (
    <section className={styles.contact} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('account_contact_title')}
      </h3>
      {view === 'sent' ? (
        <>
          <FormMessage tone="success" announce>
            {t('account_contact_sent')}
          </FormMessage>
          <div>
            <NativeButton variant="secondary" onClick={() => setView('form')}>
              {t('account_contact_another')}
            </NativeButton>
          </div>
        </>
      ) : (
        <>
          <div>
            <NativeButton
              variant={view === 'form' ? 'ghost' : 'secondary'}
              aria-expanded={view === 'form'}
              aria-controls={view === 'form' ? panelId : undefined}
              onClick={() => setView(view === 'form' ? 'closed' : 'form')}
            >
              <Icon name="comment" size={18} />
              {t('account_contact_open')}
              <Icon
                name="chevron-down"
                size={16}
                className={view === 'form' ? styles.chevronOpen : styles.chevron}
              />
            </NativeButton>
          </div>
          {view === 'form' && (
            <div id={panelId}>
              <ContactForm defaultEmail={defaultEmail} onSent={() => setView('sent')} />
            </div>
          )}
        </>
      )}
    </section>
  )
}
