#!/usr/bin/env node
/**
 * Where the main thread's time goes between a demo's Play click and its first painted frame, at 4×
 * CPU throttling (#24: first frame ≤ 1 s): a Chromium trace of the first Play, summarised as the
 * main thread's self time per trace event (script compile, evaluation, layout, timers, frames…), the
 * JS functions with the most self time (from the trace's sampling profile, by function and file),
 * and the tasks of 8 ms or more in order, with the chunks' requests. Not a test; a companion to
 * demo-first-play.mjs (whose moments it uses, see first-play-page.mjs) for finding what to cut.
 *
 *   node bench/demo-first-play-profile.mjs [--path=/docs/spring/] [--runs=3] [--dist=DIR] [--throttle=4]
 *
 * Each run's figures are printed; the window is from the click to the first frame painted with the
 * composition shown.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../bench/lib/browser.mjs';
import { CHROMIUM_PATH } from '../../../bench/lib/paths.mjs';
import { DIST_DIR, startStaticServer } from '../server/static-server.mjs';
import { openFirstPlayPage } from './first-play-page.mjs';

const args = process.argv.slice(2);
const option = (name) => args.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
const DIST = option('dist')[0] ?? DIST_DIR;
const PATHS = option('path').length > 0 ? option('path') : ['/docs/spring/'];
const RUNS = Number(option('runs')[0] ?? 3);
const THROTTLE = Number(option('throttle')[0] ?? 4);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

async function traceOnce(browser, origin, pagePath) {
  const { context, page, cdp } = await openFirstPlayPage(browser, THROTTLE);
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page
    .getByRole('button', { name: /^Play:/ })
    .first()
    .click();
  await page.evaluate(() => window.__demoDone);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** A trace event's name with what it ran on: the script's file, the event's type or the function. */
function labelOf(event) {
  const data = event.args?.data ?? {};
  const on = (data.url ?? event.args?.fileName)?.split('/').pop() ?? data.type ?? data.functionName;
  return on ? `${event.name}(${on})` : event.name;
}

function summarise(events) {
  const mark = (name) => events.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
  const click = mark('demo-click');
  const painted = mark('demo-painted');
  const composition = mark('demo-composition');
  const shown = mark('demo-shown');
  const main = events.find((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain' && event.pid === click.pid);
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts + (event.dur ?? 0) > click.ts && event.ts < painted.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time per event name: an event's duration less its nested children's, clipped to the window.
  const clip = (event) => Math.max(0, Math.min(event.ts + event.dur, painted.ts) - Math.max(event.ts, click.ts));
  const self = new Map();
  const stack = [];
  const tasks = [];
  for (const event of onMain) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - clip(event));
    else tasks.push(event);
    self.set(event.name, (self.get(event.name) ?? 0) + clip(event));
    stack.push(event);
  }
  const busy = tasks.reduce((sum, task) => sum + clip(task), 0);
  // Thread time (CPU the main thread got, unthrottled), which the machine's other load stretches far less than wall time.
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  const ms = (micro) => (micro / 1000).toFixed(0);
  const at = (event) => ms(event.ts - click.ts);
  console.log(
    `  click→painted ${ms(painted.ts - click.ts)} ms (composition in the DOM at ${ms(composition.ts - click.ts)}, shown at ${ms(shown.ts - click.ts)}); main thread busy ${ms(busy)} ms, ${ms(cpu)} ms of CPU (thread time)`,
  );
  console.log(
    `  self time: ${[...self]
      .filter(([, time]) => time >= 5000)
      .sort((a, b) => b[1] - a[1])
      .map(([name, time]) => `${name} ${ms(time)}`)
      .join(', ')}`,
  );
  // Long tasks with what they ran: names of their direct children with durations.
  const requests = events
    .filter((event) => event.pid === main.pid && ['ResourceSendRequest', 'ResourceFinish'].includes(event.name) && event.ts > click.ts && event.ts < painted.ts)
    .map((event) => ({ ts: event.ts, dur: 0, name: event.name, args: event.args, request: true }));
  for (const task of [...tasks.filter((event) => clip(event) >= 8000), ...requests].sort((a, b) => a.ts - b.ts)) {
    if (task.request) {
      console.log(`  ${at(task)} ms ${task.name} ${task.args.data.url?.split('/').pop() ?? task.args.data.requestId}`);
      continue;
    }
    const children = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur >= 3000);
    const detail = children
      .slice(0, 8)
      .map((event) => `${labelOf(event)} ${ms(event.dur)}`)
      .join(', ');
    console.log(`  task at ${at(task)} ms, ${ms(clip(task))} ms: ${detail}`);
  }
  // JS self time from the trace's sampling profile (ProfileChunk events).
  const nodes = new Map();
  const samples = [];
  for (const event of events.filter((item) => item.name === 'ProfileChunk' && item.pid === main.pid)) {
    const chunk = event.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    let time = samples.at(-1)?.time ?? 0;
    (chunk.samples ?? []).forEach((id, index) => {
      time += event.args.data.timeDeltas[index];
      samples.push({ id, time });
    });
  }
  const profileStart = events.find((item) => item.name === 'Profile' && item.pid === main.pid)?.args.data.startTime;
  if (profileStart !== undefined) {
    const perFunction = new Map();
    for (let index = 1; index < samples.length; index++) {
      const { id, time } = samples[index];
      const ts = profileStart + time;
      if (ts < click.ts || ts > painted.ts) continue;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) continue;
      const key = `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber ?? ''}`;
      perFunction.set(key, (perFunction.get(key) ?? 0) + (time - samples[index - 1].time));
    }
    console.log(
      `  JS self time: ${[...perFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([name, time]) => `${name} ${ms(time)}`)
        .join('; ')}`,
    );
  }
}

const { origin, close } = await startStaticServer({ root: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const pagePath of PATHS) {
  console.log(`${pagePath} at ${THROTTLE}× CPU`);
  for (let run = 0; run < RUNS; run++) summarise(await traceOnce(browser, origin, pagePath));
}
await browser.close();
await close();
