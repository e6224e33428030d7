import type { MailMessage, MailSender, SmsMessage, SmsSender } from './types.ts'

/** Keeps every message in memory: for tests and for embedding the API in another program that shows them. */
export class RecordingMailSender implements MailSender {
  readonly sent: MailMessage[] = []
  async sendMail(message: MailMessage): Promise<void> {
    this.sent.push(message)
  }
  /** The newest message to an address. */
  lastTo(to: string): MailMessage | undefined {
    return this.sent.findLast((m) => m.to === to)
  }
}

export class RecordingSmsSender implements SmsSender {
  readonly sent: SmsMessage[] = []
  async sendSms(message: SmsMessage): Promise<void> {
    this.sent.push(message)
  }
  lastTo(to: string): SmsMessage | undefined {
    return this.sent.findLast((m) => m.to === to)
  }
}
