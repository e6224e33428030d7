'use client'

import { useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form'
import { stagedResolver, type FieldMessages } from '@/lib/forms/staged-resolver'
import type { Message } from '@/modules/ui/field'

/** What a form's screen shows about its submit: the message about the whole form, and whether a call is running. */
export function useSubmitState() {
  const [alert, setAlert] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)
  return { alert, setAlert, pending, setPending }
}
export type SubmitState = ReturnType<typeof useSubmitState>

/**
 * The account forms' one set-up (decision 012): react-hook-form with the spec's rules first and the contract's schema
 * after them (`stagedResolver`; the contract's module is imported on the first submit, or when the form first takes
 * the focus: pass `warm` to the form's `onFocus`), messages as the submit's verdict (`reValidateMode: 'onSubmit'`), no
 * focus jump to the first error (the messages are announced where they are), and the alert and pending state around
 * the call. `state` shares the alert and pending state with another form of the same screen (a dialog's two steps).
 * `rules` and `contract` are read on every submit, so they may depend on the component's latest props and state.
 */
export function useAccountForm<T extends FieldValues>({
  defaultValues,
  rules,
  contract,
  state,
}: {
  defaultValues: DefaultValues<T>
  rules: (values: T) => FieldMessages<T>
  contract: () => Promise<Resolver<T>>
  state?: SubmitState
}) {
  const own = useSubmitState()
  const { alert, setAlert, pending, setPending } = state ?? own
  const latest = useRef({ rules, contract })
  latest.current = { rules, contract }
  const [resolver] = useState(() =>
    stagedResolver<T>(
      (values) => latest.current.rules(values),
      () => latest.current.contract(),
    ),
  )
  const form = useForm<T>({ defaultValues, resolver, reValidateMode: 'onSubmit', shouldFocusError: false })

  /** The field's message (a translation key or the API's or contract's words), or null. */
  const error = (name: FieldPath<T>) => form.getFieldState(name, form.formState).error?.message ?? null

  /** Messages from the API's answer under the form's fields (other names, and names without a message, are skipped). */
  const showErrors = (messages: FieldMessages<T>) => {
    for (const [name, message] of Object.entries(messages) as [FieldPath<T>, string | null | undefined][])
      if (message && name in defaultValues) form.setError(name, { type: 'api', message })
  }

  /**
   * The form's submit handler: the alert is cleared; the form is pending while `send` runs; its failure goes to
   * `failed`. `staysBusy`: a successful `send` leaves the page (a sign-in), so the button stays busy meanwhile.
   */
  const submit = (
    send: (values: T) => Promise<unknown>,
    failed: (caught: unknown) => void,
    { staysBusy = false }: { staysBusy?: boolean } = {},
  ) =>
    form.handleSubmit(
      async (values) => {
        setAlert(null)
        setPending(true)
        try {
          await send(values)
          if (!staysBusy) setPending(false)
        } catch (caught) {
          failed(caught)
          setPending(false)
        }
      },
      () => setAlert(null),
    )

  /** Starts loading the contract's module (the form took the focus: a submit is likely to follow). */
  const warm = () => {
    latest.current.contract().catch(() => undefined)
  }

  return { form, error, showErrors, submit, warm, alert, setAlert, pending, setPending }
}
