'use client'

import { ErrorScreen } from '@/modules/shell/error-screen'

export default function MainError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} />
}
