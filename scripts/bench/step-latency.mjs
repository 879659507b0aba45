// Step latency in the playground, in headless Chromium against the built site: presses → and
// measures from the key press to the frame in which the next step is drawn (its diagram row
// highlighted), on the 14-step meteo trace and on the 2,007-step long trace. The figure that
// matters is their ratio: a step must cost the same whatever the length of the trace.
import { machineLoad, percentile, stepDrawn, withSite } from './lib/site.mjs';

const PRESSES = 260;
const GOAL_MS = 50;
/** The long trace may cost at most this much more per step than the short one. */
const GOAL_RATIO = 1.5;

/** Presses → `presses` times (back to step 1 with Début at the end of a short trace). */
async function stepTimes(page, presses) {
  const total = await page.evaluate(() => {
    const text = document.querySelector('output')?.textContent ?? '';
    return Number(/sur (\d+)/.exec(text)?.[1] ?? 0);
  });
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'ArrowRight') window.__pressedAt = performance.now();
      },
      { capture: true },
    );
  });
  const times = [];
  let step = 1;
  for (let i = 0; i < presses; i += 1) {
    if (step >= total) {
      await page.keyboard.press('Home');
      await stepDrawn(page, 1);
      step = 1;
    }
    await page.keyboard.press('ArrowRight');
    step += 1;
    times.push(
      await page.evaluate(
        (target) =>
          new Promise((done) => {
            const drawn = () =>
              document.querySelector(
                `[data-current-step="${target}"] [data-step="${target}"][data-current]`,
              );
            const check = () => {
              // The frame after the DOM changed is the one that shows it.
              if (drawn())
                requestAnimationFrame(() => done(performance.now() - window.__pressedAt));
              else requestAnimationFrame(check);
            };
            check();
          }),
        step,
      ),
    );
  }
  return { total, times };
}

await withSite(async (base, browser) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const figures = {};
  for (const scenario of ['meteo', 'longue-trace']) {
    await page.goto(`${base}/bac-a-sable?scenario=${scenario}&version=2026-07-28`);
    await stepDrawn(page, 1);
    const { total, times } = await stepTimes(page, PRESSES);
    figures[scenario] = { total, p50: percentile(times, 50), p95: percentile(times, 95) };
    console.log(
      `Pas à pas sur « ${scenario} » (${total} étapes, ${PRESSES} appuis sur →, 1280×800)\u00A0: médiane ${figures[scenario].p50.toFixed(1)} ms, p95 ${figures[scenario].p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  }
  const ratio = figures['longue-trace'].p50 / figures.meteo.p50;
  const ratio95 = figures['longue-trace'].p95 / figures.meteo.p95;
  console.log(
    `  rapport longue trace / météo\u00A0: ${ratio.toFixed(2)} (médianes), ${ratio95.toFixed(2)} (p95)`,
  );
  console.log(`  ${machineLoad()}`);
  const ok = ratio < GOAL_RATIO && figures['longue-trace'].p95 < GOAL_MS;
  console.log(
    ok
      ? `  ✓ objectifs atteints (rapport < ${GOAL_RATIO}, p95 < ${GOAL_MS} ms)`
      : `  ✗ objectifs manqués (rapport < ${GOAL_RATIO} et p95 < ${GOAL_MS} ms attendus)`,
  );
});
