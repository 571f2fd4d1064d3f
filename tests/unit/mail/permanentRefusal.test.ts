import { MailSendError } from '../../../server/adapters/mail/smtpMailer';
import { isPermanentMailFailure } from '../../../server/domain/ports';

describe('which SMTP failures are permanent (the notice goes to print at once)', () => {
  it('a 5xx to RCPT TO or DATA refuses this message for good', () => {
    expect(isPermanentMailFailure(new MailSendError('no such mailbox', 550, 'RCPT TO'))).toBe(true);
    expect(isPermanentMailFailure(new MailSendError('rejected by policy', 554, 'DATA'))).toBe(true);
  });

  it('a 4xx, no reply, and a 5xx about our own settings (AUTH, MAIL FROM) keep the retry schedule', () => {
    expect(isPermanentMailFailure(new MailSendError('try later', 451, 'DATA'))).toBe(false);
    expect(isPermanentMailFailure(new MailSendError('mailbox busy', 450, 'RCPT TO'))).toBe(false);
    expect(isPermanentMailFailure(new MailSendError('bad credentials', 535, 'AUTH PLAIN'))).toBe(false);
    expect(isPermanentMailFailure(new MailSendError('sender not owned', 553, 'MAIL FROM'))).toBe(false);
    expect(isPermanentMailFailure(new MailSendError('ECONNREFUSED'))).toBe(false);
    expect(isPermanentMailFailure(new Error('anything else'))).toBe(false);
  });
});
