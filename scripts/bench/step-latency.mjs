// Step latency in the playground, in headless Chromium against the built site: presses → and
// measures from the key press to the frame in which the next step is drawn (its diagram row
// highlighted), on the 14-step meteo trace, on the 2,007-step long trace, and on meteo's HTTP
// layer. The figures that matter are ratios: a step must cost the same whatever the length of
// the trace, and whichever the layer.
import { machineLoad, percentile, withSite } from './lib/site.mjs';

const PRESSES = 260;
const GOAL_MS = 50;
/** The long trace may cost at most this much more per step than the short one. */
const GOAL_RATIO = 1.5;

/** The step the playground shows now (its `data-current-step`). */
function currentStep(page) {
  return page.evaluate(() =>
    Number(document.querySelector('[data-current-step]')?.getAttribute('data-current-step')),
  );
}

/**
 * Presses → `presses` times (back to the first step with Début at the end of a short trace).
 * A step is whichever the layer on screen shows next: on the HTTP layer, the numbers of the
 * JSON-RPC messages are skipped.
 */
async function stepTimes(page, presses) {
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
  await page.keyboard.press('End');
  await page.waitForFunction(
    () => document.querySelector('[data-current-step] [data-current]') !== null,
  );
  const last = await currentStep(page);
  await page.keyboard.press('Home');
  await page.waitForFunction(
    (end) =>
      Number(document.querySelector('[data-current-step]')?.getAttribute('data-current-step')) !==
      end,
    last,
  );
  const times = [];
  const visited = new Set([last]);
  for (let i = 0; i < presses; i += 1) {
    let from = await currentStep(page);
    visited.add(from);
    if (from === last) {
      await page.keyboard.press('Home');
      await page.waitForFunction(
        (end) =>
          Number(
            document.querySelector('[data-current-step]')?.getAttribute('data-current-step'),
          ) !== end,
        last,
      );
      from = await currentStep(page);
    }
    await page.keyboard.press('ArrowRight');
    times.push(
      await page.evaluate(
        (before) =>
          new Promise((done) => {
            const drawn = () => {
              const frame = document.querySelector('[data-current-step]');
              const step = frame?.getAttribute('data-current-step');
              return (
                step !== undefined &&
                Number(step) !== before &&
                frame.querySelector(`[data-step="${step}"][data-current]`)
              );
            };
            const check = () => {
              // The frame after the DOM changed is the one that shows it.
              if (drawn())
                requestAnimationFrame(() => done(performance.now() - window.__pressedAt));
              else requestAnimationFrame(check);
            };
            check();
          }),
        from,
      ),
    );
  }
  return { total: visited.size, times };
}

await withSite(async (base, browser) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const figures = {};
  // The same scenario over Streamable HTTP, stepped on its HTTP layer (requests, answers, SSE
  // events): a step there must cost what a JSON-RPC step costs.
  const runs = [
    ['meteo', ''],
    ['longue-trace', ''],
    ['meteo (HTTP)', '&transport=http&couche=http'],
  ];
  for (const [name, extra] of runs) {
    const scenario = name.split(' ')[0];
    await page.goto(`${base}/bac-a-sable?scenario=${scenario}&version=2026-07-28${extra}`);
    await page.waitForSelector('[data-current-step] [data-current]', { timeout: 300_000 });
    const { total, times } = await stepTimes(page, PRESSES);
    figures[name] = { total, p50: percentile(times, 50), p95: percentile(times, 95) };
    console.log(
      `Pas à pas sur « ${name} » (${total} étapes, ${PRESSES} appuis sur →, 1280×800)\u00A0: médiane ${figures[name].p50.toFixed(1)} ms, p95 ${figures[name].p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  }
  const ratio = figures['longue-trace'].p50 / figures.meteo.p50;
  const ratio95 = figures['longue-trace'].p95 / figures.meteo.p95;
  console.log(
    `  rapport longue trace / météo\u00A0: ${ratio.toFixed(2)} (médianes), ${ratio95.toFixed(2)} (p95)`,
  );
  console.log(`  ${machineLoad()}`);
  const http = figures['meteo (HTTP)'].p50 / figures.meteo.p50;
  console.log(`  rapport couche HTTP / JSON-RPC sur météo\u00A0: ${http.toFixed(2)} (médianes)`);
  const ok =
    ratio < GOAL_RATIO &&
    figures['longue-trace'].p95 < GOAL_MS &&
    http < GOAL_RATIO &&
    figures['meteo (HTTP)'].p95 < GOAL_MS;
  console.log(
    ok
      ? `  ✓ objectifs atteints (rapport < ${GOAL_RATIO}, p95 < ${GOAL_MS} ms)`
      : `  ✗ objectifs manqués (rapport < ${GOAL_RATIO} et p95 < ${GOAL_MS} ms attendus)`,
  );
});
