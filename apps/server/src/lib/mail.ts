/** A mail as the services hand it over; the mailer plugin sends it. */
export interface Mensagem {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(m: Mensagem): Promise<void>;
}
