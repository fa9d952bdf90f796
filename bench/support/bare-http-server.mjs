// The ceiling the read benchmark compares the api with: a bare node:http server answering each
// path with bytes it was given (the api's own answer for that path: same body, same content
// type), doing nothing else. Receives { paths: { [path]: { body, contentType } } } from the
// parent process and reports the port it listens on (loopback only).
import { createServer } from 'node:http';

process.once('message', ({ paths }) => {
  const answers = new Map(
    Object.entries(paths).map(([path, { body, contentType }]) => [path, { body: Buffer.from(body), contentType }]),
  );
  const server = createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
