import type { Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation the page reports (the browser's securitypolicyviolation
 * event, across navigations): a page of Snowline's expects none.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__snowlineCspViolation', (_source, report: string) => {
    violations.push(report);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`;
      (window as unknown as { __snowlineCspViolation(r: string): void }).__snowlineCspViolation(report);
    });
  });
  return violations;
}
