/** The SMS number was refused or the message could not be sent. */
export class SmsSendError extends Error {}

/** Port to send a text message. Throw SmsSendError (or anything) when it cannot be sent. */
export interface SmsSender {
  /** `to` is the number as entered (10 US digits); `body` the text. */
  send(to: string, body: string): Promise<void>;
}
