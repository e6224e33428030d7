// Mail and SMS leave the API through these interfaces: the default senders write to the log so a person running the
// demo can read the codes, real ones are chosen by environment (SMTP_URL, SMS_PROVIDER_URL).
import type { FastifyBaseLogger } from 'fastify'

import type { MailMessage, MailSender, SmsMessage, SmsSender } from './types.ts'

export * from './types.ts'

export class LogMailSender implements MailSender {
  constructor(private readonly log: FastifyBaseLogger) {}
  async sendMail(message: MailMessage): Promise<void> {
    this.log.info(
      { mailTo: message.to, subject: message.subject },
      `mail to ${message.to}: ${message.subject}\n${message.text}`,
    )
  }
}

export class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}
  async sendSms(message: SmsMessage): Promise<void> {
    this.log.info({ smsTo: message.to }, `sms to ${message.to}: ${message.text}`)
  }
}

export { SmtpMailSender } from './smtp.ts'
export { HttpSmsSender } from './http-sms.ts'
export { RecordingMailSender, RecordingSmsSender } from './recording.ts'
