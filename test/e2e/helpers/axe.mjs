// Accessibility checks with axe-core, injected from node_modules.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the current page (WCAG 2.x A/AA rules) and returns the violations whose impact
 * is in `impacts` (serious and critical by default), each as { id, impact, help, targets }.
 */
export async function axeCheck(page, { impacts = ['serious', 'critical'], exclude = [] } = {}) {
  const hasAxe = await page.evaluate(() => typeof globalThis.axe !== 'undefined');
  if (!hasAxe) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async ({ exclude: ex }) => {
      const result = await globalThis.axe.run(
        { include: [document], exclude: ex.map((s) => [s]) },
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          resultTypes: ['violations'],
        },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}`),
      }));
    },
    { exclude },
  );
  return violations.filter((v) => impacts.includes(v.impact));
}

/** Human-readable list of violations, for assertion messages. */
export function formatViolations(violations) {
  return violations.map((v) => `${v.impact}: ${v.id} — ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');
}

/** Fails with the formatted list when axe finds a serious or critical violation on the page. */
export async function expectAccessible(page, screen) {
  const { default: assert } = await import('node:assert/strict');
  const violations = await axeCheck(page);
  assert.equal(violations.length, 0, `${screen}: ${formatViolations(violations)}`);
}
