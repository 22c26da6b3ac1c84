// The page's own server-rendered HTML without its scripts, for a side-by-side comparison (issue #31): a
// small proxy in front of the app that passes every request through and removes from HTML answers every
// <script> element and every <link rel="modulepreload">. What Lighthouse measures there is what the
// page would score if its JavaScript cost nothing; the gap to the app is the price of the scripts.
import http from "node:http";
import { gzipSync } from "node:zlib";

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>/gi;

/** Strips the scripts from an HTML document (exported for the bench's own check). */
export const withoutScripts = (html) => html.replace(SCRIPTS, "");

export async function startScriptlessProxy({ port, target }) {
  const server = http.createServer(async (req, res) => {
    try {
      const answer = await fetch(target + req.url, {
        headers: {
          "accept-language": req.headers["accept-language"] ?? "de",
          accept: req.headers.accept ?? "*/*",
        },
        redirect: "manual",
      });
      const type = answer.headers.get("content-type") ?? "";
      const headers = {};
      for (const [k, v] of answer.headers)
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(k))
          headers[k] = v;
      let body = Buffer.from(await answer.arrayBuffer());
      if (type.includes("text/html")) body = Buffer.from(withoutScripts(body.toString("utf8")));
      // Compressed as the app serves it, so both sides pay the same bytes for what they share.
      if (/text\/|javascript|json|svg/.test(type) && /gzip/.test(req.headers["accept-encoding"] ?? "")) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
      }
      res.writeHead(answer.status, headers);
      res.end(body);
    } catch (e) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(String(e));
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
