import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request, TestInfo } from '@playwright/test';
import type AxeCore from 'axe-core';

/**
 * The journeys' accessibility check: axe-core on every page state a journey reaches, in light and
 * dark, failing the test on any serious or critical violation.
 *
 * When: after every navigation (a page load or a client-side route change, including `?query`
 * changes), before the journey's next action on that page — a locator handler holds the action until
 * the page has settled and been scanned — and once more at the end of the test, for the state the
 * journey left the page in (an error shown, a dialog open).
 *
 * With each scan, the phone's width: the page must not scroll sideways at 390 px (the journeys' screen), in the
 * language it is shown in and in the other one (English and Filipino), switched as a choice made in another tab.
 *
 * Cost: one scan per distinct page state per worker. A route (path with ids replaced, plus the names
 * of its query parameters) is scanned on its first visit only; the end-of-test state only when its
 * route and shape (elements, classes, colours — not text) differ from every state scanned before.
 * All rules run in the page's scheme; the other scheme checks the colour rules only. axe-core is put into
 * a document once and run there (`runAxe`), and only the failing violations come back from the page.
 */

/** Marks the document once its current state is scanned; any route change removes it again. */
const SCANNED_ATTRIBUTE = 'data-axe-scanned';
/** The impacts that fail a journey. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** What a colour scheme changes; the second scheme of a page is checked for these only. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
/** Node targets listed per violation in the failure message. */
const TARGETS_SHOWN = 3;
/** A page has settled when no request has been in flight and the address has not changed for this long. */
const QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 10_000;
/** The longest a scan waits for an idle moment of the page's main thread (a page busy drawing a camera, say). */
const IDLE_TIMEOUT_MS = 3_000;
/** The style element that turns transitions off while a scan shows the page in its other scheme. */
const NO_TRANSITIONS_ID = 'axe-no-transitions';

/** axe-core's browser build, read once per worker. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A serious or critical violation as the page reports it. */
export interface FailingViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: number;
  targets: string[];
}

/**
 * Runs axe-core on the page's document (all rules, or only `rules`) and returns its serious and critical
 * violations. axe is evaluated into a document the first time it is scanned and reused for the next scans
 * of that document (an app's route changes keep it); only the failing violations cross back from the page.
 */
export async function runAxe(
  page: Page,
  { rules }: { rules?: readonly string[] } = {},
): Promise<FailingViolation[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ rules, failing, shown }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const results = await axe.run(document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule' as const, values: rules } } : {}),
      });
      return results.violations
        .filter((violation) => failing.includes(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, shown).map((node) => node.target.join(' ')),
        }));
    },
    { rules: rules ? [...rules] : undefined, failing: [...FAILING_IMPACTS], shown: TARGETS_SHOWN },
  );
}

type Scheme = 'light' | 'dark';

/** A failing violation, with the page and scheme it was found in. */
export interface AccessibilityViolation extends FailingViolation {
  url: string;
  scheme: Scheme;
  /** The language the page was shown in, for a check made in both (the phone's width). */
  language?: string;
}

/** Page states scanned by this worker (module state lives once per worker process). */
const scannedStates = new Set<string>();

/** The route of an address: ids replaced, query values dropped (`/edit-member2?memberId`). */
function routeOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const path = pathname
    .split('/')
    .map((part) => (/^[0-9a-f-]{36}$/i.test(part) || /^\d+$/.test(part) ? ':id' : part))
    .join('/');
  const keys = [...new Set(searchParams.keys())].sort();
  return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}

/**
 * Counts requests in flight and notes when the page last did something (a request began or ended, the address
 * changed), so that "settled" can mean "nothing for a while"; `onChange` hears each such moment.
 */
function trackNetwork(page: Page) {
  const state = { inFlight: 0, lastActivity: Date.now(), onChange: new Set<() => void>() };
  const changed = () => {
    state.lastActivity = Date.now();
    for (const listener of state.onChange) listener();
  };
  const started = () => {
    state.inFlight += 1;
    changed();
  };
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    changed();
  };
  // The notification stream (Server-Sent Events) stays open for the page's life: it never counts as in flight.
  const counted = (request: Request) => !new URL(request.url()).pathname.endsWith('/notifications/stream');
  page.on('request', (request) => counted(request) && started());
  page.on('requestfinished', (request) => counted(request) && ended());
  page.on('requestfailed', (request) => counted(request) && ended());
  // Route changes of the app (the history API) are navigations of the main frame too.
  page.on('framenavigated', (frame) => frame === page.mainFrame() && changed());
  return state;
}

/** Waits until every finite animation and transition (page fade-in, colour-scheme change) has finished. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function schemeOf(page: Page): Promise<Scheme> {
  const scheme = await page.evaluate(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme'),
  );
  return scheme === 'dark' ? 'dark' : 'light';
}

/**
 * Shows the page in `scheme` the way a person's system setting would (the app follows it until
 * chosen); with `settled`, also waits for the colour transitions to end, as a scan must.
 */
async function showIn(page: Page, scheme: Scheme, { settled }: { settled: boolean }) {
  await page.emulateMedia({ colorScheme: scheme });
  await page
    .waitForFunction(
      (wanted) => document.documentElement.getAttribute('data-mantine-color-scheme') === wanted,
      scheme,
      { timeout: 5_000 },
    )
    .catch(() => {
      throw new Error(
        `Accessibility check: ${page.url()} did not follow the system colour scheme "${scheme}" (a stored theme choice?)`,
      );
    });
  if (settled) await animationsDone(page);
}

/** The app's stored language choice (apps/web/src/lib/i18n/dictionaries.ts), which every tab of the app follows. */
const LANGUAGE_STORAGE_KEY = 'congregate-language';
/** The two languages every page is laid out in at the phone's width. */
const LANGUAGES = ['en', 'fil'] as const;

/**
 * Whether the page scrolls sideways at the phone's width (390 px): the document wider than the screen, with the
 * elements that reach past its right edge (outside any box that scrolls or clips on purpose) named.
 */
async function sidewaysScroll(page: Page): Promise<FailingViolation | null> {
  const found = await page.evaluate((shown) => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width + 1) return null;
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? ` "${label}"` : ''}`;
    };
    const past = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !clipped(element);
    });
    // The innermost ones say most: an element none of whose descendants also reach past the edge.
    const innermost = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    return { scrollWidth, width, nodes: innermost.length, targets: innermost.slice(0, shown).map(name) };
  }, TARGETS_SHOWN);
  if (!found) return null;
  return {
    rule: 'phone-width',
    impact: 'serious',
    help: `the page is ${found.scrollWidth} px wide on a ${found.width} px screen: it scrolls sideways`,
    nodes: found.nodes,
    targets: found.targets,
  };
}

/**
 * Shows the app in `language` as a choice made in another tab would, and waits until it is drawn in it: the app sets
 * `<html lang>` once the language's dictionary is loaded and the page rendered in it (feature messages come with
 * their pages), so no network settling is needed — a frame for the layout, and the width can be read.
 */
async function showInLanguage(page: Page, language: string) {
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    { key: LANGUAGE_STORAGE_KEY, value: JSON.stringify(language) },
  );
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language, {
    timeout: 10_000,
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export interface AccessibilityCheck {
  /** Scans the state the test ended in and returns every serious or critical violation seen. */
  finish: (options: { scanFinalState: boolean }) => Promise<AccessibilityViolation[]>;
}

/** Starts checking `page`; call `finish` when the test is over. */
export async function checkAccessibility(
  page: Page,
  options: { appOrigin?: string | undefined } = {},
): Promise<AccessibilityCheck> {
  // Only the app's own pages are scanned: a payment provider's checkout page (the Stripe stand-in) is not
  // Congregate's to answer for. Without `appOrigin`, the first page the check sees is the app.
  let appOrigin = options.appOrigin ? new URL(options.appOrigin).origin : undefined;
  const isAppPage = (url: string) => {
    if (!url.startsWith('http')) return false;
    const origin = new URL(url).origin;
    appOrigin ??= origin;
    return origin === appOrigin;
  };
  const violations: AccessibilityViolation[] = [];
  const network = trackNetwork(page);

  // Every route change of the app (React Router uses the history API) makes the state "not scanned".
  await page.addInitScript((attribute) => {
    const unmark = () => document.documentElement?.removeAttribute(attribute);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        unmark();
      };
    }
    addEventListener('popstate', unmark);
  }, SCANNED_ATTRIBUTE);

  /**
   * Waits until the page has settled: no request in flight and nothing new (a request, an address) for
   * `QUIET_MS` since the call, then an idle moment of its main thread with nothing new meanwhile (else again), or
   * `SETTLE_TIMEOUT_MS` at most; then for the load event and the animations.
   */
  async function settle() {
    const since = Date.now();
    const deadline = since + SETTLE_TIMEOUT_MS;
    for (;;) {
      // The journeys' one real-time wait, on purpose: nothing tells that a page has loaded all it will (a query
      // that starts after another's answer, a lazy chunk), so a scan waits for a quiet moment. It is woken by the
      // page's own requests and route changes, not by polling.
      await new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const check = () => {
          clearTimeout(timer);
          const quietFor = Date.now() - Math.max(since, network.lastActivity);
          if ((network.inFlight === 0 && quietFor >= QUIET_MS) || Date.now() >= deadline) {
            network.onChange.delete(check);
            resolve();
          } else if (network.inFlight === 0) {
            timer = setTimeout(check, Math.min(QUIET_MS - quietFor, deadline - Date.now()));
          } else {
            timer = setTimeout(check, deadline - Date.now());
          }
        };
        network.onChange.add(check);
        check();
      });
      // Then the page's main thread idle: quiet on the network is not enough on a machine busy with other suites,
      // where running the app's scripts or drawing an answer can outlast the quiet window (a scan then met the
      // loader the page was about to replace). Whatever the page did meanwhile makes it wait again.
      const lastActivity = network.lastActivity;
      await page.evaluate(
        (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
        Math.max(0, Math.min(IDLE_TIMEOUT_MS, deadline - Date.now())),
      );
      if ((network.inFlight === 0 && network.lastActivity === lastActivity) || Date.now() >= deadline) break;
    }
    await page.waitForLoadState('load');
    await animationsDone(page);
  }

  /**
   * A page state: its route and the shape of what it shows — every element's tag, role, classes,
   * data attributes and inline colours, without text, ids or sizes (a member's name does not make a
   * new state; a dialog, an error or a differently coloured badge does).
   */
  const currentState = async () => {
    const shape = await page.evaluate(() =>
      Array.from(document.body.querySelectorAll('*'), (element) => {
        const data = Array.from(element.attributes)
          .filter(
            (attribute) =>
              attribute.name.startsWith('data-') ||
              (attribute.name === 'style' && attribute.value.includes('color')),
          )
          .map((attribute) => `${attribute.name}=${attribute.value}`);
        return [element.tagName, element.getAttribute('role'), element.getAttribute('class'), ...data].join(
          ' ',
        );
      }).join('\n'),
    );
    return `${routeOf(page.url())}\n${createHash('sha256').update(shape).digest('base64')}`;
  };

  async function scan() {
    const url = page.url();
    scannedStates.add(await currentState());
    const original = await schemeOf(page);
    try {
      for (const scheme of [original, original === 'light' ? 'dark' : 'light'] as const) {
        if (scheme !== original) {
          // The colours change at once (no transitions to wait for); the scan reads the colours they end at.
          await page.evaluate((id) => {
            const style = document.createElement('style');
            style.id = id;
            style.textContent = '*, *::before, *::after { transition: none !important; }';
            document.head.append(style);
          }, NO_TRANSITIONS_ID);
          await showIn(page, scheme, { settled: true });
        }
        const found = await runAxe(page, scheme === original ? {} : { rules: COLOUR_RULES });
        for (const violation of found) violations.push({ url, scheme, ...violation });
      }
      await showIn(page, original, { settled: false });
      // The phone's width, in both languages: nothing may scroll sideways (Filipino's longer words most of all).
      const spoken = await page.evaluate(() => document.documentElement.lang);
      const languages = [spoken, ...LANGUAGES.filter((language) => language !== spoken)];
      try {
        for (const language of languages) {
          if (language !== spoken) await showInLanguage(page, language);
          const sideways = await sidewaysScroll(page);
          if (sideways) violations.push({ url, scheme: original, language, ...sideways });
        }
      } finally {
        if (languages.length > 1) await showInLanguage(page, spoken);
      }
    } finally {
      await page
        .evaluate((id) => document.getElementById(id)?.remove(), NO_TRANSITIONS_ID)
        .catch(() => undefined);
    }
  }

  /** Names the document shown (a mark on its root element, made on first asking): a new document, a new name. */
  const documentId = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      root.dataset.axeDocument ??= `${Date.now()}-${Math.random()}`;
      return root.dataset.axeDocument;
    });

  const markScanned = () =>
    page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), SCANNED_ATTRIBUTE);

  /** Scans the page once it settles, unless its route was scanned before; marks it scanned either way. */
  async function scanNewRoute() {
    try {
      if (!isAppPage(page.url()) || scannedStates.has(routeOf(page.url()))) return;
      await settle();
      const route = routeOf(page.url());
      if (scannedStates.has(route)) return;
      scannedStates.add(route);
      const scanned = await documentId().catch(() => undefined);
      try {
        await scan();
      } catch (error) {
        // The app went to another page mid-scan (the evaluation lost its document, or ran in a new one that axe
        // was not injected into): that page gets its own scan, this route a later one.
        const replaced =
          /context was destroyed|navigat/i.test(String(error)) ||
          (await documentId().catch(() => undefined)) !== scanned;
        if (!replaced) throw error;
        scannedStates.delete(route);
      }
    } finally {
      // A document replaced meanwhile has no marker, so the handler simply runs again for it.
      await markScanned().catch(() => undefined);
    }
  }

  await page.addLocatorHandler(page.locator(`html:not([${SCANNED_ATTRIBUTE}])`), scanNewRoute, {
    noWaitAfter: true,
  });

  return {
    async finish({ scanFinalState }) {
      if (scanFinalState && isAppPage(page.url())) {
        await settle();
        if (!scannedStates.has(await currentState())) await scan();
      }
      return violations;
    },
  };
}

/** The failure message: one line per violation, with the first few elements it was found on. */
export function describeViolations(violations: readonly AccessibilityViolation[]): string {
  const lines = violations.map(
    (v) =>
      `- ${v.rule} (${v.impact}) on ${new URL(v.url).pathname}${new URL(v.url).search} [${v.scheme}${v.language ? `, ${v.language}` : ''}]: ${v.help}; ` +
      `${v.nodes} element(s): ${v.targets.join(' | ')}${v.nodes > v.targets.length ? ' | …' : ''}`,
  );
  return `axe-core found ${violations.length} serious or critical accessibility violation(s):\n${lines.join('\n')}`;
}

/** Attaches the violations to the report as JSON, for a closer look than the message gives. */
export async function attachViolations(testInfo: TestInfo, violations: readonly AccessibilityViolation[]) {
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
}
