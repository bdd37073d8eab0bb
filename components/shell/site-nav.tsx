// The header's navigation, rendered by the server: the dashboard and three groups (Explore, Network,
// Operator). On a wide screen each group opens a small menu; on a phone "Menu" shows every section under
// its group. Only the menus' open state (Disclosure) and each link's "current page" (NavLink) run in the
// browser.
import { Disclosure } from './disclosure';
import { NavLink } from './nav-link';
import { HOME, SECTION_GROUPS, type Section } from './sections';

const itemClass =
  'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white';

const link = (s: Section) => (
  <NavLink key={s.href} href={s.href} className={itemClass}>
    {s.label}
  </NavLink>
);

const chevron = (
  <svg aria-hidden viewBox="0 0 12 12" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d="M2.5 4.5 6 8l3.5-3.5" />
  </svg>
);

/** `operatorMode`: the deployment's mode (the same for every visitor), which shows its operator-only pages. */
export function SiteNav({ operatorMode }: { operatorMode: boolean }) {
  return (
    <nav aria-label="Sections">
      <Disclosure
        id="site-nav-items"
        label="Menu"
        buttonClass="rounded-md border border-slate-300 px-2 py-1 text-sm lg:hidden dark:border-slate-700"
        // Under the whole header (the header is its containing block), so it never covers the Menu button.
        panelClass="absolute left-0 right-0 top-full z-20 flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-md lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900 lg:dark:bg-transparent"
        openPanelClass="flex"
        closedPanelClass="hidden"
      >
        {link(HOME)}
        {SECTION_GROUPS.map((g) => {
          const sections = g.sections.filter((s) => operatorMode || !s.operatorMode);
          return (
            // On a phone the group is a heading over its links; on a wide screen, a menu button.
            <Disclosure
              key={g.label}
              id={`site-nav-${g.label.toLowerCase()}`}
              className="lg:relative"
              heading={
                <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:hidden">
                  {g.label}
                </p>
              }
              label={
                <>
                  {g.label}
                  {chevron}
                </>
              }
              hrefs={sections.map((s) => s.href)}
              buttonClass="hidden items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 lg:inline-flex dark:hover:bg-slate-800"
              activeButtonClass="text-brand-700 dark:text-white"
              idleButtonClass="text-slate-700 dark:text-slate-300"
              panelClass="flex flex-col gap-1 lg:absolute lg:left-0 lg:top-full lg:z-30 lg:mt-1 lg:min-w-44 lg:rounded-md lg:border lg:border-slate-200 lg:bg-white lg:p-1 lg:shadow-md lg:dark:border-slate-800 lg:dark:bg-slate-900"
              closedPanelClass="lg:hidden"
            >
              {sections.map(link)}
            </Disclosure>
          );
        })}
      </Disclosure>
    </nav>
  );
}
