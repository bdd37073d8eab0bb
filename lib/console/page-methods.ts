// The methods a console page lists, as its list shows them: sent in the page's HTML, so the list is
// drawn and live without the registry's schemas in the browser.
import { allMethods } from '@/lib/registry';
import { inScope, summaryOf, type ConsoleScope, type MethodSummary } from './catalog';

export function pageMethods(scope: ConsoleScope): MethodSummary[] {
  return allMethods.filter((m) => inScope(m, scope)).map(summaryOf);
}
