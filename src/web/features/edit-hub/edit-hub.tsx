import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToastsBelow } from './toasts-below';
import { Link, useSearchParams } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import type { HubPanelContext, HubPanels, HubSectionId } from '@/components/hub-panel';
import { HubPreviewContext } from '@/components/editor-only';
import { id } from '@/i18n/id';
import { idHub } from '@/i18n/id-hub';
import { previewPathOf, sectionFromParam } from './hub-sections';
import { HubBottomBar, HubSidebar } from './hub-sidebar';
import { PhonePreview, PhonePreviewButton, usePhonePreviewShown } from './phone-menu';
import { BuilderCard } from './builder-card';
import { useRefreshAfterSaves } from './use-refresh-after-saves';
import { PreviewFrame } from './preview-frame';
import { StorageMeter } from './storage-meter';
import { useIsPhone } from './use-is-phone';

// The editor's workspace (docs/product.md §2, §4): a menu of sections, the section's form and a live preview
// of its page. The section lives in the URL (?section=…) so a reload keeps it. The preview refreshes itself after
// every save; on a phone the form comes first and the preview below it, one tap away (decision 064).

const t = idHub;

/**
 * The hub's own sections: 'Siap diberikan?' and 'Jejak' read the whole gift, not one feature,
 * so they live here rather than in router.tsx's panels (which keeps them off the recipient's first load).
 */
const ownPanels: HubPanels = {
  ready: () => <ReadinessPanel />,
  footsteps: () => <FootstepsPanel />,
};
const ReadinessPanel = lazy(() => import('./readiness-panel'));
const FootstepsPanel = lazy(() => import('./footsteps-panel'));

export interface EditHubProps {
  panels: HubPanels;
  email: string;
  onLogout: () => void;
  loggingOut: boolean;
}

function MissingPanel({ label }: { label: string }) {
  return (
    <section className="card w-full">
      <h2 className="font-display text-2xl font-bold text-rose-700">{label}</h2>
      <p className="mt-3 text-rose-900/80">{t.panelMissing}</p>
    </section>
  );
}

export function EditHub({ panels, email, onLogout, loggingOut }: EditHubProps) {
  const [params, setParams] = useSearchParams();
  const section = sectionFromParam(params.get('section'));
  const isPhone = useIsPhone();
  const [collapsed, setCollapsed] = useState(false);
  const [reloadCount, setReloadCount] = useState(0);
  const [currentFolderId, setCurrentFolderId] = useState<number | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  useToastsBelow(headerRef);

  const reloadPreview = useCallback(() => setReloadCount((count) => count + 1), []);
  const refreshCount = useRefreshAfterSaves();
  const previewId = useId();
  // On a phone the preview loads when the giver comes to it (phone-menu.tsx, decision 096); beside the form, at once.
  const [phonePreviewShown, showPhonePreview] = usePhonePreviewShown();
  const context = useMemo<HubPanelContext>(
    () => ({ currentFolderId, setCurrentFolderId, reloadPreview }),
    [currentFolderId, setCurrentFolderId, reloadPreview],
  );

  const select = (next: HubSectionId) => {
    // Replace, not push: Back leaves the hub instead of walking through every section visited.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('section', next);
        return updated;
      },
      { replace: true },
    );
  };

  const label = t.sections[section];
  const previewPath = previewPathOf(section);
  const render = panels[section] ?? ownPanels[section];
  // A panel's code arrives on first use; only the form's place waits for it, not the whole hub.
  const panel: ReactNode = (
    <Suspense
      fallback={
        <p role="status" className="card text-rose-900/70">
          {t.checking}
        </p>
      }
    >
      <HubPreviewContext value={context}>{render ? render(context) : <MissingPanel label={label} />}</HubPreviewContext>
    </Suspense>
  );

  const preview = (
    <PreviewFrame
      path={previewPath}
      reloadCount={reloadCount}
      refreshCount={refreshCount}
      label={t.previewLabel(label)}
      onFolderId={setCurrentFolderId}
    />
  );

  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <title>{`${label} · ${t.heading} · ${id.appName}`}</title>
      <header
        ref={headerRef}
        className={
          'flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 border-b border-rose-100 bg-white/80 px-3 py-2 backdrop-blur md:px-5'
        }
      >
        {/* A basis of its own: on a narrow phone the buttons wrap below rather than squeezing the title away. */}
        <div className="min-w-0 flex-[1_1_13rem]">
          <h1 className="font-display text-xl font-bold text-rose-700 md:text-2xl">{t.heading}</h1>
          <p className="truncate text-xs text-rose-900/70 md:text-sm">{t.signedInAs(email)}</p>
          <StorageMeter reloadCount={reloadCount} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn-primary min-h-10 px-3 text-sm md:px-4 md:text-base" onClick={reloadPreview}>
            <svg
              viewBox="0 0 24 24"
              className="mr-1.5 size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
            </svg>
            {t.reload}
          </button>
          <Link to={ROUTES.opening} className="btn-secondary min-h-10 px-3 text-sm md:px-4 md:text-base">
            {t.seeFullWebsite}
          </Link>
          <button
            type="button"
            className="btn-secondary min-h-10 px-3 text-sm md:px-4 md:text-base"
            disabled={loggingOut}
            onClick={onLogout}
          >
            {loggingOut ? t.loggingOut : t.logout}
          </button>
        </div>
      </header>

      <BuilderCard />
      {isPhone ? (
        <>
          {/* The form first, the preview under it; the floating button takes the giver there in one tap. The form's
              place is at least the screen's height, so the preview starts below it: a form that grows as its read is
              answered moves nothing the giver sees (a layout shift of 0.16 when the preview moved, decision 099). */}
          <main className="min-h-0 flex-1 overflow-y-auto p-2">
            <div aria-label={t.formLabel(label)} role="region" className="min-h-full">
              {panel}
            </div>
            <PhonePreview id={previewId} previewPath={previewPath} shown={phonePreviewShown} onShow={showPhonePreview}>
              {preview}
            </PhonePreview>
          </main>
          <HubBottomBar selected={section} onSelect={select} />
          <PhonePreviewButton previewId={previewId} onShow={showPhonePreview} />
        </>
      ) : (
        <div className="flex min-h-0 flex-1">
          <HubSidebar selected={section} onSelect={select} collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
          <main className="flex min-w-0 flex-1 gap-4 p-4">
            <div className="w-[min(26rem,45%)] shrink-0 overflow-y-auto pr-1" aria-label={t.formLabel(label)} role="region">
              {panel}
            </div>
            <div className="min-w-0 flex-1">{preview}</div>
          </main>
        </div>
      )}
    </div>
  );
}
