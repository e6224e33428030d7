'use client'

import type { ProfileUpdateBodyInput } from '@basil/contracts'
import type { User } from '@basil/contracts/user'
import { useQueryClient } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { AVATAR_PLACEHOLDER } from '@/lib/image'
import { ApiError, apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { readApiError } from './auth-calls'
import type { ContactKind } from './change-address-dialog'
import { Button, SubmitButton } from '@/modules/ui/button'
import { Field, FormAlert, inputClass } from '@/modules/ui/field'
import { PasswordForm } from './password-form'
import { ProfileSkeleton } from './profile-skeleton'
import { toProfileBody, type ProfileValues } from './profile-body'
import { PROFILE_QUERY_KEY, useSession, useSignOut } from './session'
import { useAccountForm } from './use-account-form'
import { checkRequired } from './validation'

const MAX_AVATAR_BYTES = 5 * 1024 * 1024

// Loaded when someone opens it: most visits to the profile never change the e-mail or phone.
const ChangeAddressDialog = dynamic(() => import('./change-address-dialog').then((m) => m.ChangeAddressDialog), {
  ssr: false,
})

/** /profile: who is signed in, their details, avatar, password and addresses. */
/** `addresses`: the saved addresses' manager (the page puts it here; it belongs to the address module). */
export function ProfileScreen({ addresses }: { addresses: ReactNode }) {
  const { t } = useTranslation()
  const { user, loading } = useSession()
  const signOut = useSignOut()
  const [changing, setChanging] = useState<ContactKind | null>(null)
  // The dialog has no Radix trigger to give the focus back to: the button that opened it gets it back on close.
  const opener = useRef<HTMLElement | null>(null)
  const openChange = (kind: ContactKind) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setChanging(kind)
  }
  const closeChange = () => {
    setChanging(null)
    window.setTimeout(() => opener.current?.focus(), 0)
  }
  if (loading || !user) {
    return <ProfileSkeleton />
  }
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-6" data-testid="profile">
      <section
        className="flex items-center gap-5 rounded-3xl bg-card p-6 ring-1 ring-line"
        aria-label={t('profile.title')}
      >
        <AvatarEditor user={user} />
        <div className="min-w-0">
          <p className="truncate text-xl font-bold" data-testid="profile-name">
            {name || t('profile.noName')}
          </p>
          <p className="truncate text-muted">
            <bdi>{user.email ?? user.phone}</bdi>
          </p>
        </div>
      </section>
      <Section title={t('profile.details')} id="details">
        <DetailsEditor user={user} onChangeContact={openChange} />
      </Section>
      {changing ? (
        <ChangeAddressDialog kind={changing} user={user} onOpenChange={(open) => !open && closeChange()} />
      ) : null}
      <Section title={user.empty_p ? t('profile.setPassword') : t('profile.changePassword')} id="password">
        <PasswordForm needsOld={!user.empty_p} />
      </Section>
      <Section title={t('profile.addresses')} id="addresses">
        {addresses}
      </Section>
      <Button
        variant="secondary"
        onClick={() => void signOut()}
        testId="profile-sign-out"
        className="self-start text-danger"
      >
        {t('auth.signOut')}
      </Button>
    </div>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-card p-6 ring-1 ring-line">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The avatar with its upload button: `dashboard/galleries` then `profile/update {images:[url]}`; the placeholder
 * shows when there is none or it fails to load. */
function AvatarEditor({ user }: { user: User }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size > MAX_AVATAR_BYTES) {
      toast.error(t('profile.avatarTooBig'))
      return
    }
    setPending(true)
    try {
      const form = new FormData()
      form.append('image', file)
      form.append('type', 'users')
      const uploaded = await apiFetch('dashboard/galleries', responses.galleryUpload, { method: 'POST', body: form })
      const updated = await apiFetch('dashboard/user/profile/update', responses.user, {
        method: 'PUT',
        body: { images: [uploaded.data.title] } satisfies ProfileUpdateBodyInput,
      })
      client.setQueriesData<User>({ queryKey: PROFILE_QUERY_KEY }, updated.data)
      setFailed(false)
      toast.success(t('profile.avatarSaved'))
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(error instanceof ApiError && error.status === 400 ? error.message : t('error.later'))
      }
    } finally {
      setPending(false)
    }
  }

  const src = user.img && !failed ? user.img : AVATAR_PLACEHOLDER
  return (
    <div className="relative shrink-0">
      <img
        src={src}
        alt={t('profile.avatar')}
        width={88}
        height={88}
        data-testid="profile-avatar"
        onError={() => setFailed(true)}
        className={`size-22 rounded-full bg-surface object-cover ring-4 ring-card ${pending ? 'opacity-50' : ''}`}
      />
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        onChange={onFile}
        data-testid="avatar-input"
        aria-hidden="true"
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={pending}
        aria-busy={pending || undefined}
        className="absolute -bottom-1 -end-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-fg shadow-card disabled:opacity-70"
      >
        {pending ? t('profile.uploading') : t('profile.changeAvatar')}
      </button>
    </div>
  )
}

const PROFILE_FIELDS = ['firstname', 'lastname', 'birthday', 'gender'] as const

function DetailsEditor({ user, onChangeContact }: { user: User; onChangeContact: (kind: ContactKind) => void }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const { form, error, showErrors, submit, warm, alert, setAlert, pending } = useAccountForm<ProfileValues>({
    defaultValues: {
      firstname: user.firstname ?? '',
      lastname: user.lastname ?? '',
      birthday: user.birthday?.slice(0, 10) ?? '',
      gender: user.gender === 'male' || user.gender === 'female' || user.gender === 'other' ? user.gender : '',
    },
    // The first name is required (spec §5); then the body is held to the contract's profileUpdateBodySchema.
    rules: (values) => ({ firstname: checkRequired(values.firstname) }),
    contract: () => import('./account-contracts').then((m) => m.profileDetails),
  })

  const onSubmit = submit(
    async (values) => {
      const updated = await apiFetch('dashboard/user/profile/update', responses.user, {
        method: 'PUT',
        body: toProfileBody(values),
      })
      client.setQueriesData<User>({ queryKey: PROFILE_QUERY_KEY }, updated.data)
      toast.success(t('profile.saved'))
    },
    (caught) => {
      const { fields, form: message } = readApiError(caught, PROFILE_FIELDS)
      showErrors(fields)
      setAlert(Object.keys(fields).length ? null : message)
    },
  )

  return (
    <form onSubmit={onSubmit} onFocus={warm} noValidate className="flex flex-col gap-4" data-testid="profile-form">
      <FormAlert message={alert} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.firstname')}
          {...form.register('firstname')}
          autoComplete="given-name"
          error={error('firstname')}
        />
        <Field
          label={t('form.lastname')}
          {...form.register('lastname')}
          autoComplete="family-name"
          error={error('lastname')}
        />
        <Field
          label={t('form.birthday')}
          {...form.register('birthday')}
          type="date"
          autoComplete="bday"
          error={error('birthday')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-gender" className="text-sm font-semibold">
            {t('form.gender')}
          </label>
          <select id="profile-gender" {...form.register('gender')} className={inputClass}>
            <option value="">{t('form.genderUnset')}</option>
            <option value="male">{t('form.male')}</option>
            <option value="female">{t('form.female')}</option>
            <option value="other">{t('form.other')}</option>
          </select>
        </div>
        <ContactRow kind="email" value={user.email} onChange={onChangeContact} />
        <ContactRow kind="phone" value={user.phone} onChange={onChangeContact} />
      </div>
      <div className="sm:w-60">
        <SubmitButton pending={pending} testId="profile-save">
          {t('profile.save')}
        </SubmitButton>
      </div>
    </form>
  )
}

/** The e-mail or phone, read-only in the form: it changes through its dialog (password and a code to the new one). */
function ContactRow({
  kind,
  value,
  onChange,
}: {
  kind: ContactKind
  value: string | null
  onChange: (kind: ContactKind) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-1.5" data-testid={`profile-${kind}`}>
      <span className="text-sm font-semibold">{t(kind === 'email' ? 'form.email' : 'form.phone')}</span>
      <div className="flex min-h-12 items-center gap-2 rounded-xl border border-line bg-surface ps-3.5 pe-1.5">
        <span className="min-w-0 flex-1 truncate" data-testid={`profile-${kind}-value`}>
          {value ? (
            <bdi dir={kind === 'phone' ? 'ltr' : undefined}>{value}</bdi>
          ) : (
            <span className="text-muted">{t('profile.contact.notSet')}</span>
          )}
        </span>
        <button
          type="button"
          onClick={() => onChange(kind)}
          data-testid={`profile-change-${kind}`}
          aria-label={t(
            value
              ? kind === 'email'
                ? 'profile.contact.changeEmail'
                : 'profile.contact.changePhone'
              : kind === 'email'
                ? 'profile.contact.addEmail'
                : 'profile.contact.addPhone',
          )}
          className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-primary-ink ring-1 ring-line transition hover:bg-card"
        >
          {t(value ? 'profile.contact.change' : 'profile.contact.add')}
        </button>
      </div>
    </div>
  )
}
