import nodemailer, { type Transporter } from 'nodemailer'
import { DeliveryError, type MailMessage, type MailSender } from './types.ts'

/** Sends mail through an SMTP server given as a URL (`smtps://user:pass@smtp.example.org:465`). */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url)
  }

  async sendMail(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text })
    } catch (error) {
      throw new DeliveryError('mail not sent', { cause: error })
    }
  }

  close() {
    this.transport.close()
  }
}
