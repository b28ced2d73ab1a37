import { connect, type Socket } from "node:net";
import type { Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";

// The SMTP side of sendMail (send-mail.ts), kept apart: a pool of connections per SMTP_URL, and
// the one unusual device it needs for the outbox's throughput target (bench: outbox-drain,
// >= 200 messages/s), its own TCP connections with Nagle's algorithm off.

let pool: { url: string; transport: Promise<Transporter> } | null = null;

/**
 * One pooled transport per SMTP_URL, its connections kept open between messages (a connection
 * per message cost a TCP and SMTP handshake each). Settings in the URL's query win over these.
 */
export function smtpTransport(url: string): Promise<Transporter> {
  if (pool?.url !== url) {
    void pool?.transport.then((t) => t.close());
    const transport = Promise.all([import("nodemailer"), import("nodemailer/lib/shared")]).then(([{ createTransport }, shared]) =>
      createTransport({
        pool: true,
        maxConnections: 5,
        // A connection dropped while sending: the message is tried once more on a new connection,
        // then rejected (nodemailer's default requeues it forever, and the outbox never hears).
        maxRequeues: 1,
        // Bounded so that a message ends (sent or failed) well within the outbox's lease of 2 minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        getSocket: connectWithoutDelay,
        ...shared.parseConnectionUrl(url),
      } as SMTPPool.Options),
    );
    pool = { url, transport };
  }
  return pool.transport;
}

/**
 * The pool's TCP connections, opened here with Nagle's algorithm off; nodemailer speaks SMTP (and
 * TLS) over them. Its own keep Nagle on, and it writes a message's final "." apart from the
 * body: that write waited for the server's delayed ACK, 40 ms a message (22 messages/s on one
 * connection against 440, measured on loopback).
 */
function connectWithoutDelay(options: SMTPPool.Options, callback: (error: Error | null, socketOptions?: { connection: Socket }) => void) {
  const host = options.host ?? "localhost";
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = connect({ host, port, noDelay: true, timeout: options.connectionTimeout });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  const timedOut = () => fail(Object.assign(new Error(`Connection timeout to ${host}:${port}`), { code: "ETIMEDOUT" }));
  socket.once("error", fail);
  socket.once("timeout", timedOut);
  socket.once("connect", () => {
    socket.off("error", fail);
    socket.off("timeout", timedOut);
    socket.setTimeout(0);
    callback(null, { connection: socket });
  });
}

/** Closes the pooled SMTP connections (a test or the benchmark, before it ends). */
export async function closeMailTransport(): Promise<void> {
  const current = pool;
  pool = null;
  if (current) (await current.transport).close();
}
