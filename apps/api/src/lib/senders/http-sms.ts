import { DeliveryError, type SmsMessage, type SmsSender } from './types.ts'

/**
 * Sends SMS through an HTTP provider: `POST <url>` with JSON `{to, text}` and, when a token is configured,
 * `Authorization: Bearer <token>`. Any 2xx answer counts as accepted. Providers with another request shape sit behind
 * a small relay, or get their own implementation of SmsSender.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token?: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async sendSms(message: SmsMessage): Promise<void> {
    let response: Response
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      throw new DeliveryError('sms provider unreachable', { cause: error })
    }
    if (!response.ok) throw new DeliveryError(`sms provider answered ${response.status}`)
  }
}
