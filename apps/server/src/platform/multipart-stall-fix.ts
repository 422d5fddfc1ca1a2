import { createRequire } from 'node:module';

/*
 * A work-around for a stall in @fastify/busboy 3.2.6 (the multipart parser of @fastify/multipart 10),
 * found by the multipart fuzz test: a part whose header busboy refuses (a bare line break in a header
 * line, e.g. `filename="\n"`) is skipped, but when that part's bytes fill the part stream in the same
 * write that also carries the closing boundary, the parser (Dicer) pauses on the full part, sees the end
 * of the form, and emits its final 'finish' without releasing the write it paused. The request body is
 * then never read again: the upload neither succeeds nor fails, and the connection is held until the
 * server's request timeout. Releasing the paused write just before that final 'finish' lets the write
 * complete and the form end normally (the skipped part is then simply absent, as it is for a small one).
 *
 * Applied once, by buildApp before any route exists; `isMultipartStallFixed` lets a test see it.
 */

interface DicerLike {
  prototype: {
    emit: (this: DicerInstance, event: string | symbol, ...args: unknown[]) => boolean;
  };
}
interface DicerInstance {
  _realFinish?: boolean;
  _pause?: boolean;
  _unpause?: () => void;
}

let applied = false;

export function fixMultipartStall(): void {
  if (applied) return;
  // The very copy @fastify/multipart loads, whatever the installed layout.
  const fromMultipart = createRequire(createRequire(import.meta.url).resolve('@fastify/multipart'));
  const { Dicer } = fromMultipart('@fastify/busboy') as { Dicer?: DicerLike };
  if (!Dicer || typeof Dicer.prototype.emit !== 'function') {
    throw new Error('@fastify/busboy no longer exports Dicer: review multipart-stall-fix.ts');
  }
  const emit = Dicer.prototype.emit;
  Dicer.prototype.emit = function (this: DicerInstance, event, ...args) {
    if (event === 'finish' && this._realFinish && this._pause && typeof this._unpause === 'function') {
      this._unpause();
    }
    return emit.call(this, event, ...args);
  };
  applied = true;
}

export const isMultipartStallFixed = () => applied;
