import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { lowPriorityModulePreloads } from "./lib/script-priority";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before sending it (onAllReady): complete HTML for crawlers and readers
 * without JavaScript, and no layout shift from streamed content. Inline scripts carry the request's
 * CSP nonce; module preloads go out at low priority (app/lib/script-priority.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Since React 19.1 a finished Suspense boundary larger than this (12.8 kB by default) is sent
        // apart from the page, hidden, and moved into place by an inline script: the product grids
        // stayed skeletons without JavaScript (issue #18). The whole page is sent at once (onAllReady)
        // anyway, so nothing is outlined.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = wholeDocument(lowPriorityModulePreloads);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Collects the rendered page (already complete: onAllReady) and sends it once, changed by `edit`. */
function wholeDocument(edit: (html: string) => string) {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      done(null, Buffer.from(edit(Buffer.concat(chunks).toString("utf8"))));
    },
  });
}
