// Invitations by email, through nodemailer and the SMTP server SMTP_URL names. A message that cannot be
// sent leaves the invitation as it is (its link is shown to the inviter either way); the failure is
// logged without the link, which is a secret.
import nodemailer from 'nodemailer'

export interface Invited {
  to: string
  url: string
  account: string
  role: string
  inviter: string | null
  expiresAt: string
}

export interface Mailer {
  /** Whether the message was accepted by the SMTP server. */
  sendInvitation(invited: Invited): Promise<boolean>
  close(): void
}

export function createMailer(smtpUrl: string, from: string, onError: (error: unknown) => void): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from })
  return {
    async sendInvitation({ to, url, account, role, inviter, expiresAt }) {
      const who = inviter ?? 'The administrator'
      const text = `${who} invited you to the account "${account}" of websites-api, as ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.\n\n` +
        `Accept the invitation (valid until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC):\n\n  ${url}\n\n` +
        'If you did not expect it, ignore this message: nothing happens until the link is used.\n'
      try {
        await transport.sendMail({ to, subject: `Your invitation to "${account}"`, text })
        return true
      } catch (error) {
        onError(error)
        return false
      }
    },
    close: () => transport.close(),
  }
}
