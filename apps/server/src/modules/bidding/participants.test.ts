import { describe, expect, it } from 'vitest';
import { ParticipantCounter, type ParticipantCounterDeps } from './participants';

const AUCTION = 'auction-1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function counter(overrides: Partial<ParticipantCounterDeps> = {}) {
  const room: string[] = [];
  const announced: number[] = [];
  const errors: unknown[] = [];
  let asked = 0;
  const participants = new ParticipantCounter({
    countAll: async () => {
      asked += 1;
      const seen = [...room];
      await sleep(5);
      return seen;
    },
    countLocal: () => [...room],
    announce: (_auctionId, count) => announced.push(count),
    onError: (error) => errors.push(error),
    timeoutMs: 200,
    announceIntervalMs: 50,
    ...overrides,
  });
  return { room, announced, errors, participants, asked: () => asked };
}

describe('participant counter', () => {
  it('counts distinct users, so two tabs of one bidder are one participant', async () => {
    const { room, participants } = counter();
    room.push('ravi', 'ravi', 'meera');
    expect(await participants.count(AUCTION)).toBe(2);
  });

  it('shares one count among requests that arrive together', async () => {
    const { room, participants, asked } = counter();
    room.push('a');
    const first = participants.count(AUCTION);
    room.push('b', 'c');
    const rest = Array.from({ length: 50 }, () => participants.count(AUCTION));
    expect(await first).toBe(1);
    // Requests made while a count ran wait for one more, which sees the later joins.
    expect(new Set(await Promise.all(rest))).toEqual(new Set([3]));
    expect(asked()).toBe(2);
  });

  it('announces the first change at once and a burst of changes once at the end of the interval', async () => {
    const { room, announced, participants } = counter();
    room.push('a');
    participants.changed(AUCTION);
    await sleep(20);
    expect(announced).toEqual([1]);
    for (const user of ['b', 'c', 'd']) {
      room.push(user);
      participants.changed(AUCTION);
    }
    await sleep(20);
    expect(announced).toEqual([1]);
    await sleep(60);
    expect(announced).toEqual([1, 4]);
    participants.stop();
  });

  it('falls back to this instance when the others do not answer in time', async () => {
    const { room, errors, participants } = counter({ countAll: () => new Promise(() => undefined) });
    room.push('a', 'b');
    expect(await participants.count(AUCTION)).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
