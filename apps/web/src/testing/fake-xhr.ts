import type { FakeAnswer } from './app-test-utils';

type Request = { method: string; url: URL; body: unknown };

/** Answers held back by holdUpload(), by path, until the test releases them. */
const gates = new Map<string, Promise<FakeAnswer>>();

/**
 * Holds the fake API's answer to one XMLHttpRequest path (an upload) until the test releases it, so
 * the progress bar and busy texts can be seen. The upload reports 50% meanwhile.
 */
export function holdUpload(pathname: string): (answer: FakeAnswer) => void {
  let release: (answer: FakeAnswer) => void = () => {};
  gates.set(
    pathname,
    new Promise<FakeAnswer>((resolve) => {
      release = (answer) => {
        gates.delete(pathname);
        resolve(answer);
      };
    }),
  );
  return release;
}

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/**
 * An XMLHttpRequest that answers through the fake API's handler, for the calls that upload with a
 * progress bar or read a refusal's whole answer. The request is recorded with its FormData body (a
 * JSON body parsed); the upload reports 50% then 100%.
 */
export function fakeXhrClass(answer: (request: Request) => FakeAnswer, requests: Request[]) {
  gates.clear();
  return class FakeXMLHttpRequest {
    method = 'GET';
    url = '';
    status = 0;
    responseText = '';
    readonly headers: Record<string, string> = {};
    readonly upload: { onprogress: ProgressHandler } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body?: unknown) {
      const parsed = typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
      const request = { method: this.method, url: new URL(this.url, 'http://localhost'), body: parsed };
      requests.push(request);
      const immediate = answer(request);
      const gate = gates.get(request.url.pathname);
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const final = gate ? await gate : immediate;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        if (final.status === 0) {
          this.onerror?.();
          return;
        }
        this.status = final.status ?? 200;
        this.responseText = JSON.stringify(final.body);
        this.onload?.();
      })();
    }
  };
}
