// The message shapes and sender interfaces every mail and SMS sender implements.
export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface SmsMessage {
  /** E.164 phone number, e.g. `+12025550100`. */
  to: string
  text: string
}

export interface MailSender {
  sendMail(message: MailMessage): Promise<void>
}

export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>
}

/** Failure of a provider: the caller answers the client with a message of its own, never the provider's text. */
export class DeliveryError extends Error {}
