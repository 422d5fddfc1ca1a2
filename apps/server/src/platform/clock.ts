/**
 * The server's notion of "now". Auction windows, EMD deadlines and the catalogue order all read it,
 * so tests can put the whole server at any instant without waiting or faking timers globally.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: `clock.set(...)`, `clock.advance(ms)`. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string | number = Date.now()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(value: Date | string | number): void {
    this.current = new Date(value).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
