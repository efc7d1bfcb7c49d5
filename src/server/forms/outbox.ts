// The e-mails the back office would send, recorded in memory so a person (the emulator's page) or a
// test (the control API) can follow the flow end to end.

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the e-mail asks to follow, if any. */
  link: string | null;
  /** ISO date-time of sending, by the server's clock. */
  date: string;
}

export type MailContent = Pick<OutboxMail, 'to' | 'subject' | 'text' | 'link'>;

export class Outbox {
  private mails: OutboxMail[] = [];
  private nextId = 1;

  constructor(private readonly now: () => Date) {}

  send(mail: MailContent): OutboxMail {
    const sent = { id: this.nextId++, ...mail, date: this.now().toISOString() };
    this.mails.push(sent);
    return sent;
  }

  /** Newest first. */
  list(): OutboxMail[] {
    return [...this.mails].reverse();
  }

  clear(): void {
    this.mails = [];
  }
}
