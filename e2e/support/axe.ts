import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Finite animations and transitions end first (spinners and skeletons run forever). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Only a toast's contrast: what a toast fading in or out looks like for a moment. */
const onlyToastContrast = (violations: Violation[]) =>
  violations.length > 0 &&
  violations.every(
    (v) =>
      v.id === 'color-contrast' && v.nodes.every((n) => n.target.join(' ').includes('MuiAlert')),
  );

/** Serious and critical accessibility violations on the current page (WCAG 2 A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A toast still fading in is half transparent: axe would report its text's contrast.
  await settled(page);
  let violations = await seriousViolations(page);
  // A toast that began to fade out while axe ran: check again once it has settled. A toast whose
  // colours really fail is reported by the second check too.
  if (onlyToastContrast(violations)) {
    await settled(page);
    violations = await seriousViolations(page);
  }
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        // The target alone can be a generated class name: a piece of the markup says which node.
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
        .slice(0, 3)
        .join(', ')}`,
  );
}
