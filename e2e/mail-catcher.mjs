// The journeys' mail server: a real SMTP server on loopback (smtp-server) that keeps every
// message it receives, parsed (mailparser), and answers them over HTTP for the journeys to read:
//   GET /messages?to=<address>   → [{ to, subject, text, html, headers }] oldest first
//   GET /health                  → 200 once both servers listen
// Ports: SMTP on MAIL_CATCHER_SMTP_PORT, HTTP on MAIL_CATCHER_HTTP_PORT. Started by Playwright
// (playwright.config.ts webServer) before the app, stopped with it.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT);
const messages = [];

const smtp = new SMTPServer({
  // Plain SMTP on loopback: no certificate to trust, no credentials to check.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          // As sent: each header line unfolded, without its name.
          headers: Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [key, line.replace(/\r\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '')]),
          ),
        });
        callback();
      })
      .catch(callback);
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(found));
    return;
  }
  res.statusCode = 404;
  res.end();
});

smtp.listen(smtpPort, '127.0.0.1', () => http.listen(httpPort, '127.0.0.1'));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
