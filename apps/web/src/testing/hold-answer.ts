import type { Mock } from 'vitest';
import type { FakeAnswer } from './app-test-utils';

/**
 * Holds back the fake API's answer to one path until the test releases it, so a screen's in-flight
 * state ('Registering...', 'Saving...') can be seen. The request is still recorded as usual.
 */
export function holdAnswer(fetchMock: Mock<typeof fetch>, pathname: string): (answer: FakeAnswer) => void {
  let release: (answer: FakeAnswer) => void = () => {};
  const gate = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  const original = fetchMock.getMockImplementation();
  if (!original) throw new Error('holdAnswer needs the fetch mock of fakeApi()');
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const recorded = original(input, init);
    if (url.pathname !== pathname) return recorded;
    await recorded;
    const answer = await gate;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return release;
}
