import { useEffect, useRef } from 'react';
import type { HubSectionId } from '@/components/hub-panel';
import { afterNextPaint } from '@/lib/after-paint';
import { idHub } from '@/i18n/id-hub';
import { HUB_SECTIONS } from './hub-sections';
import { SectionIcon } from './section-icon';

// The desktop menu of sections (docs/product.md §2 "Sidebar collapses"): collapsed, only the icons stay.

const t = idHub;

export interface SectionMenuProps {
  selected: HubSectionId;
  onSelect: (section: HubSectionId) => void;
}

export function HubSidebar({ selected, onSelect, collapsed, onToggle }: SectionMenuProps & { collapsed: boolean; onToggle: () => void }) {
  return (
    <aside
      data-collapsed={collapsed}
      className={
        'flex shrink-0 flex-col border-r border-rose-100 ' + `bg-white/70 transition-[width] duration-200 ${collapsed ? 'w-16' : 'w-56'}`
      }
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? t.expand : t.collapse}
        title={collapsed ? t.expand : t.collapse}
        className="m-2 flex min-h-11 items-center justify-center rounded-xl text-rose-600 hover:bg-rose-50"
      >
        <svg
          viewBox="0 0 24 24"
          className={`size-5 transition-transform ${collapsed ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      <nav aria-label={t.sectionsLabel} className="flex-1 overflow-y-auto px-2 pb-4">
        <ul className="flex flex-col gap-1">
          {HUB_SECTIONS.map((section) => {
            const label = t.sections[section.id];
            const current = section.id === selected;
            return (
              <li key={section.id}>
                <button
                  type="button"
                  aria-current={current ? 'page' : undefined}
                  title={collapsed ? label : undefined}
                  onClick={() => onSelect(section.id)}
                  className={`flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left font-medium transition ${
                    collapsed ? 'justify-center' : ''
                  } ${current ? 'bg-rose-600 text-white shadow' : 'text-rose-800 hover:bg-rose-50'}`}
                >
                  <SectionIcon section={section.id} className="size-5 shrink-0" />
                  <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}

/**
 * The phone's menu of sections (docs/product.md §2: under 768 px a bottom bar replaces the sidebar). The chosen
 * section scrolls into the bar's view just after the tap's frame is painted: scrolling inside the tap made the
 * browser lay out the newly drawn section first (lib/after-paint.ts, decision 098).
 */
export function HubBottomBar({ selected, onSelect }: SectionMenuProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(
    () =>
      afterNextPaint(() => list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })),
    [selected],
  );
  return (
    <nav
      aria-label={t.sectionsLabel}
      // The right end is kept free for the phone's preview button (phone-menu.tsx), so it covers no section.
      className={
        'shrink-0 border-t border-rose-100 bg-white/95 pr-16 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(244,63,94,0.08)]'
      }
    >
      <ul ref={list} className="flex overflow-x-auto">
        {HUB_SECTIONS.map((section) => {
          const current = section.id === selected;
          return (
            <li key={section.id} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                onClick={() => onSelect(section.id)}
                className={`flex min-h-14 w-20 flex-col items-center justify-center gap-0.5 px-1 text-[11px] leading-tight font-medium ${
                  current ? 'text-rose-600' : 'text-rose-900/60'
                }`}
              >
                <SectionIcon section={section.id} className={`size-5 ${current ? 'scale-110' : ''}`} />
                <span className="w-full text-center text-balance">{t.sections[section.id]}</span>
                <span aria-hidden="true" className={`mt-0.5 h-0.5 w-6 rounded-full ${current ? 'bg-rose-500' : 'bg-transparent'}`} />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
