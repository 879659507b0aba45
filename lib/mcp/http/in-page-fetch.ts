import { abortReason, buildRequest, type FetchHandler, type FetchLike } from './request';

/**
 * A `fetch` that never leaves the page: a request to one of `hosts` (by origin, such as
 * `https://meteo.atelier.test`) is handed as a `Request` to that host's handler; any other
 * address fails as an unreachable host does (`TypeError`). Aborting behaves as on a network:
 * before the answer, the fetch rejects; after it, the body stream breaks — and the handler
 * sees its `request.signal` fire, as a server sees its client go away.
 */
export function inPageFetch(hosts: (origin: string) => FetchHandler | undefined): FetchLike {
  return async (input, init) => {
    const caller = init?.signal ?? undefined;
    // The server's view of the connection: aborted when the caller aborts, until the exchange
    // is over. (A client's one signal serves all its requests: each lets go of it when done.)
    const connection = new AbortController();
    const request = buildRequest(input, { ...init, signal: connection.signal });
    const origin = new URL(request.url).origin;
    const handler = hosts(origin);
    if (!handler) throw new TypeError(`fetch failed: no host at ${origin}`);
    if (caller?.aborted) throw abortReason(caller);
    let hangUp: (reason: unknown) => void = (reason) => connection.abort(reason);
    const onAbort = () => hangUp(abortReason(caller as AbortSignal));
    const done = () => caller?.removeEventListener('abort', onAbort);
    caller?.addEventListener('abort', onAbort);

    let response: Response;
    try {
      response = await new Promise<Response>((resolve, reject) => {
        hangUp = (reason) => {
          connection.abort(reason);
          reject(reason instanceof Error ? reason : new Error(String(reason)));
        };
        handler(request).then(resolve, (error: unknown) =>
          reject(error instanceof Error ? error : new Error(String(error))),
        );
      });
    } catch (error) {
      done();
      throw error;
    }
    if (!response.body) {
      done();
      return response;
    }
    const reader = response.body.getReader();
    let finished = false;
    const finish = () => {
      finished = true;
      done();
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        hangUp = (reason) => {
          if (finished) return;
          finish();
          controller.error(reason);
          connection.abort(reason);
          reader.cancel(reason).catch(() => undefined);
        };
      },
      async pull(controller) {
        try {
          const { done: end, value } = await reader.read();
          if (finished) return;
          if (end) {
            finish();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          if (finished) return;
          finish();
          controller.error(error);
        }
      },
      cancel(reason) {
        finish();
        connection.abort(reason);
        return reader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
