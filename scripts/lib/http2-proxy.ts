// The bench's stand-in for the edge: HTTPS with HTTP/2 in front of the local workerd server, which
// speaks HTTP/1.1 only. Visitors reach the site through Cloudflare over HTTP/2 (or 3): every request
// of a page shares one connection. Over HTTP/1.1 the browser opens a second connection for the
// second request of a page (the stylesheet and the hero image are asked for together), and
// Lighthouse's slow-4G simulation charges that connection's handshake to the page: a cost the
// product never pays.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers that belong to one connection and cannot cross from HTTP/1.1 to HTTP/2. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host']);

export interface Http2Proxy {
  origin: string;
  close(): Promise<void>;
}

/** A throwaway self-signed certificate for 127.0.0.1 (the browser is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      {
        stdio: 'ignore',
      },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

/** Serves https://127.0.0.1:`port` over HTTP/2, passing every request to http://127.0.0.1:`targetPort`. */
export function startHttp2Proxy(port: number, targetPort: number): Promise<Http2Proxy> {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopByHop(request.headers), host: `127.0.0.1:${targetPort}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `https://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
