/**
 * The page a demo's first Play is measured in, shared by demo-first-play.mjs (which reads the moments
 * stamped in it) and demo-first-play-profile.mjs (which finds them in a trace).
 */

/** A fresh page with the moments stamped, the cache off and the CPU throttled, and its DevTools session. */
export async function openFirstPlayPage(browser, throttle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(watchFirstPlay);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}

/**
 * Runs in the page before its scripts: stamps the Play click, the first painted frame and the
 * counter's first move (in `__demoMarks`, and as performance marks `demo-<name>` for a trace), and
 * resolves `__demoDone` once it has both (a bench awaits that promise rather than polling, which
 * would put Playwright's own script on the main thread in the window timed).
 */
function watchFirstPlay() {
  const marks = (window.__demoMarks = {});
  const stamp = (name, time = performance.now()) => {
    marks[name] = time;
    performance.mark(`demo-${name}`);
  };
  let done;
  window.__demoDone = new Promise((resolve) => (done = resolve));
  const finish = () => marks.painted !== undefined && marks.moving !== undefined && done(marks);
  const paintedAfter = (name) =>
    requestAnimationFrame(() => {
      // A task queued from the frame's rAF runs once that frame has been drawn.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        stamp(name);
        finish();
      };
      channel.port2.postMessage(0);
    });
  /** The composition is inside the player and no element between them hides it. */
  const compositionShown = (placeholder) => {
    const stage = placeholder.querySelector('.__remotion-player');
    if (!stage?.firstElementChild) return false;
    for (let element = stage; element && element !== placeholder; element = element.parentElement) if (element.style.opacity === '0') return false;
    return true;
  };
  document.addEventListener(
    'click',
    (event) => {
      const placeholder = event.target.closest?.('.demo[data-demo]');
      if (!placeholder || marks.click !== undefined) return;
      stamp('click', event.timeStamp);
      new MutationObserver((_, observer) => {
        if (marks.composition === undefined && placeholder.querySelector('.__remotion-player > *')) stamp('composition');
        if (marks.shown === undefined && compositionShown(placeholder)) {
          stamp('shown');
          paintedAfter('painted');
        }
        if (marks.moving === undefined && Number(placeholder.querySelector('.demo-frame output')?.textContent ?? '0') > 0) {
          stamp('moving');
          finish();
        }
        if (marks.shown !== undefined && marks.moving !== undefined) observer.disconnect();
      }).observe(placeholder, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style'] });
    },
    true,
  );
}
