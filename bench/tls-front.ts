import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

// Hop-by-hop headers: they describe one connection, and HTTP/2 refuses them.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "host",
]);

const forwardable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
  );

/** A self-signed certificate for 127.0.0.1, made by Debian's openssl in a temporary folder. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "club-bench-tls-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a phone talks to in production: the app behind a front that ends TLS (the load balancer of the
 * design, or any HTTPS proxy; an installable app needs HTTPS) and speaks HTTP/2, where the browser asks
 * for all of a page's files at once over one connection rather than six at a time. It passes each
 * request to `target` over HTTP/1.1, bodies and streams as they come. The browser that uses it must
 * accept a self-signed certificate (Chromium's --ignore-certificate-errors).
 */
export async function startTlsFront({ target, port }: { target: string; port: number }) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on("request", (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A browser that goes away (an event stream closed) ends the request behind it too.
    res.on("close", () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open sessions (an event stream) would keep close() waiting.
        setTimeout(resolve, 1000).unref();
      }),
  };
}
