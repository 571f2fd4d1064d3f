import type { BrowserContext, Frame, Page } from 'playwright-core';

/**
 * What the member sees, for a failure message: the address, the level-1 heading, every alert
 * and status text, and each text box with its value (the code's six boxes among them).
 */
export async function describePage(page: Page | Frame): Promise<string> {
  try {
    const state = await page.evaluate(() => {
      const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        url: location.href,
        heading: [...document.querySelectorAll('h1')].map(text),
        alerts: [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].map(text).filter(Boolean),
        // A field by its label; an SSN or a date of birth by its length only (test data, but the habit holds).
        boxes: [...document.querySelectorAll('input, select, textarea')].map((i) => {
          const field = i as HTMLInputElement;
          const name = (field.labels?.[0] ? text(field.labels[0]) : null) ?? field.getAttribute('aria-label') ?? field.name;
          const value = /ssn|dob|birth/i.test(`${field.name} ${field.id}`) ? `${field.value.length} characters` : JSON.stringify(field.value);
          return `${name}=${value}${field.disabled ? ' (disabled)' : ''}${field.readOnly ? ' (read-only)' : ''}`;
        }),
        buttons: [...document.querySelectorAll('button')].map((b) => `${text(b)}${b.disabled || b.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''}`),
      };
    });
    return JSON.stringify(state, null, 1);
  } catch (error) {
    return `page state unreadable at ${page.url()}: ${String(error)}`;
  }
}

/** `page.waitForURL` whose failure says where the page stood and what it showed (see describePage). */
export async function waitForPath(page: Page, url: string | ((url: URL) => boolean), what: string): Promise<void> {
  try {
    await page.waitForURL(url);
  } catch (error) {
    throw new Error(`${what}: ${String(error)}\npage: ${await describePage(page)}`, { cause: error });
  }
}

/**
 * Every page of `contexts` and every frame in them, described (see describePage): what a failed
 * test left on screen, for its report.
 */
export async function describeContexts(contexts: BrowserContext[]): Promise<string> {
  const pages = contexts.flatMap((context) => context.pages());
  const described = await Promise.all(pages.flatMap((page) => page.frames().map(async (frame) => `${frame === page.mainFrame() ? 'page' : 'frame'} ${await describePage(frame)}`)));
  return described.join('\n');
}
