import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SinkMessage = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** Header names in lower case, folded lines unfolded; the last of a repeated header. */
  headers: Map<string, string>;
  messageId: string;
  subject: string;
  /** The whole message as the client sent it. */
  raw: string;
};

/** How a refusing sink says no: 451 to every recipient, or 421 to a new connection (open ones are dropped). */
export type Refusal = "rcpt" | "connect";

export type SmtpSink = {
  url: string;
  messages: SinkMessage[];
  /** Refuses (or, with false, accepts again) from now on. */
  refuse: (isRefusing: boolean, how?: Refusal) => void;
  close: () => Promise<void>;
};

const tempFailure = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A real SMTP server in the test process on a free local port, keeping every message it accepted. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let refusal: Refusal | null = null;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    closeTimeout: 200,
    onConnect(_session, callback) {
      callback(refusal === "connect" ? tempFailure(421, "Service not available, try again later") : null);
    },
    onRcptTo(_address, _session, callback) {
      callback(refusal ? tempFailure(451, "Requested action aborted, try again later") : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusal) return callback(tempFailure(451, "Requested action aborted, try again later"));
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = parseHeaders(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          messageId: headers.get("message-id") ?? "",
          subject: headers.get("subject") ?? "",
          raw,
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(isRefusing, how = "rcpt") {
      refusal = isRefusing ? how : null;
      if (refusal === "connect") for (const connection of server.connections) connection.close();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
