import { useState } from 'react'

/**
 * The state every single-address form keeps (forgot password, resend verification, invite a
 * friend): the typed address and its error, where typing clears the error. `field` spreads onto a
 * TextField.
 */
export function useEmailField(initial = '') {
  const [email, setEmail] = useState(initial)
  const [error, setError] = useState<string | undefined>()
  return {
    email,
    setEmail,
    error,
    setError,
    field: {
      type: 'email' as const,
      isRequired: true,
      value: email,
      errorMessage: error,
      onChange: (value: string) => {
        setEmail(value)
        setError(undefined)
      },
    },
  }
}
