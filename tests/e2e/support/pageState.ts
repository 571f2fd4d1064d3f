import type { Page } from 'playwright-core';

/**
 * What the member sees, for a failure message: the address, the level-1 heading, every alert
 * and status text, and each text box with its value (the code's six boxes among them).
 */
export async function describePage(page: Page): Promise<string> {
  try {
    const state = await page.evaluate(() => {
      const text = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        url: location.href,
        heading: [...document.querySelectorAll('h1')].map(text),
        alerts: [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].map(text).filter(Boolean),
        boxes: [...document.querySelectorAll('input')].map((i) => `${i.getAttribute('aria-label') ?? i.name}=${JSON.stringify(i.value)}${i.disabled ? ' (disabled)' : ''}`),
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
