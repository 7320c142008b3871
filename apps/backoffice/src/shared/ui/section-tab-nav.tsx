import { NavLink } from 'react-router';

export interface SectionTab {
  to: string;
  label: string;
}

/**
 * The sub-pages of one screen as a row of links (each a page of its own, so a link or a reload opens
 * the same tab); the current one is marked `aria-current="page"`.
 */
export function SectionTabNav({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className="mb-4 overflow-x-auto border-b border-line">
      <ul className="flex min-w-max gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-semibold ${
                  isActive ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-text'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
