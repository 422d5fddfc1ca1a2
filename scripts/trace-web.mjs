// `npm run trace:web -- <url> [loads]`: where the main thread's time goes when a page loads, for work on
// Total Blocking Time (issue 7, decisions 017–021). Lighthouse's figure swings by hundreds of
// milliseconds between runs on a shared machine; the tasks of a trace say what to change.
//
// Loads the page in headless Chromium (CHROME_PATH, default /usr/bin/chromium) at a phone's width,
// without throttling, `loads` times (5), each in a fresh context, and records a trace of each. Prints
// the main thread's tasks of the first load that are longer than 4 ms, with the events inside them
// (script evaluation, style, layout, functions) and when they start ('<': before the first contentful
// paint); then, for every load, the time of that paint (both counted from the renderer's first task),
// the main thread's busy time after it (tasks over 3 ms),
// and the Total Blocking Time those tasks would make at the CPU slowdown `MULT` (13: what
// `npm run bench:web` calibrated to on an earlier 2-CPU development machine; use the slowdown it
// prints for this one). The last column counts only the tasks of 10 ms or more, as Lighthouse does: its
// simulation drops shorter tasks from its graph of the load before slowing the rest down (decision 022).
// Lighthouse simulates the page load rather than replaying it, so those figures are a guide, not its
// score. Start the server first
// (`npm start`, or the built server on another port); the page is only read, never changed.
import { chromium } from '@playwright/test';

const [url, loadsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run trace:web -- <url> [loads]');
  process.exit(2);
}
const loads = Number(loadsArg ?? 5);
const slowdown = Number(process.env.MULT ?? 13);
const ms = (micros) => micros / 1000;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const results = [];
try {
  for (let load = 0; load < loads; load++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000); // the app's start and its first data come after the load event
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
    await context.close();

    // The page's renderer main thread (the one with the most complete events: an about:blank before
    // the page may have had its own) and its first contentful paint. When the trace lost the paint mark,
    // every task counts.
    const counts = new Map();
    for (const e of events) {
      if (e.ph === 'X') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    }
    const main = events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .sort((a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0))[0];
    if (!main) throw new Error('the trace has no renderer main thread');
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const start = Math.min(...onMain.map((e) => e.ts));
    const paints = events.filter(
      (e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.ts >= start,
    );
    const fcp = paints.length ? Math.min(...paints.map((e) => e.ts)) : start;
    const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 3000);

    if (load === 0) {
      console.log(
        `${url}: tasks over 4 ms of the first load (ms from the renderer's first task, length, inside)`,
      );
      for (const task of tasks.filter((t) => t.dur > 4000)) {
        const inside = onMain
          .filter(
            (e) =>
              e.ph === 'X' &&
              e.name !== 'RunTask' &&
              e.dur > 1000 &&
              e.ts >= task.ts &&
              e.ts + e.dur <= task.ts + task.dur,
          )
          .slice(0, 6)
          .map((e) => {
            const where = e.args?.data?.url ? `:${e.args.data.url.split('/').pop()}` : '';
            const what = e.args?.data?.functionName ? `:${e.args.data.functionName}` : '';
            return `${e.name}${where}${what} ${ms(e.dur).toFixed(1)}`;
          });
        const mark = task.ts >= fcp ? ' ' : '<'; // '<': before the first contentful paint
        console.log(
          `${mark}${ms(task.ts - start)
            .toFixed(0)
            .padStart(6)} ${ms(task.dur).toFixed(1).padStart(6)}  ${inside.join(', ')}`,
        );
      }
    }
    const after = tasks.filter((t) => t.ts >= fcp);
    results.push({
      fcp: ms(fcp - start),
      busy: after.reduce((sum, t) => sum + ms(t.dur), 0),
      blocking: after.reduce((sum, t) => sum + Math.max(0, ms(t.dur) * slowdown - 50), 0),
      // What Lighthouse's simulation keeps: it drops tasks shorter than 10 ms from its page graph
      // (lantern's PageDependencyGraph, SIGNIFICANT_DUR_THRESHOLD_MS) before slowing the rest down.
      lantern: after
        .filter((t) => t.dur >= 10_000)
        .reduce((sum, t) => sum + Math.max(0, ms(t.dur) * slowdown - 50), 0),
    });
  }
} finally {
  await browser.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nload  FCP ms  busy after it ms  TBT at ${slowdown}x ms  tasks >= 10 ms only`);
results.forEach((r, i) =>
  console.log(
    `${String(i + 1).padStart(4)}  ${r.fcp.toFixed(0).padStart(6)}  ${r.busy.toFixed(0).padStart(15)}  ${r.blocking.toFixed(0).padStart(13)}  ${r.lantern.toFixed(0).padStart(19)}`,
  ),
);
console.log(
  `median ${median(results.map((r) => r.fcp))
    .toFixed(0)
    .padStart(6)}  ${median(results.map((r) => r.busy))
    .toFixed(0)
    .padStart(15)}  ${median(results.map((r) => r.blocking))
    .toFixed(0)
    .padStart(13)}  ${median(results.map((r) => r.lantern))
    .toFixed(0)
    .padStart(19)}`,
);
