// A few web-first assertions over playwright-core locators: they wait (up to 5 s by default)
// for the page to reach the expected state, as @playwright/test's expect does.
import assert from 'node:assert/strict';

const TIMEOUT = 5_000;

/** Waits until `check()` resolves to true; fails with `describe()` after `timeout` ms. */
export async function eventually(check, describe, timeout = TIMEOUT) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last === true) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) assert.fail(`${describe()} (last: ${last instanceof Error ? last.message : last})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function expect(locator) {
  return {
    toBeVisible: ({ timeout } = {}) =>
      eventually(() => locator.first().isVisible(), () => `expected ${locator} to be visible`, timeout),
    toBeHidden: ({ timeout } = {}) =>
      eventually(async () => !(await locator.first().isVisible()), () => `expected ${locator} to be hidden`, timeout),
    toHaveText: (text, { timeout } = {}) =>
      eventually(async () => (await locator.first().innerText()).trim() === text, () => `expected ${locator} to read "${text}"`, timeout),
    toContainText: (text, { timeout } = {}) =>
      eventually(async () => (await locator.first().innerText()).includes(text), () => `expected ${locator} to contain "${text}"`, timeout),
    toHaveAttribute: (name, value, { timeout } = {}) =>
      eventually(async () => (await locator.first().getAttribute(name)) === value, () => `expected ${locator} to have ${name}="${value}"`, timeout),
    toBeDisabled: ({ timeout } = {}) =>
      eventually(() => locator.first().isDisabled(), () => `expected ${locator} to be disabled`, timeout),
    toBeEnabled: ({ timeout } = {}) =>
      eventually(() => locator.first().isEnabled(), () => `expected ${locator} to be enabled`, timeout),
    toHaveCount: (count, { timeout } = {}) =>
      eventually(async () => (await locator.count()) === count, () => `expected ${count} of ${locator}`, timeout),
    toBeFocused: ({ timeout } = {}) =>
      eventually(() => locator.first().evaluate((element) => element === document.activeElement), () => `expected ${locator} to be focused`, timeout),
  };
}
