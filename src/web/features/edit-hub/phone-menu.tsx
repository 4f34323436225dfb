import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Dialog } from '@/components/dialog';
import { idHub } from '@/i18n/id-hub';

// docs/product.md §2: on a phone a floating menu offers 'See Full Page' (the previewed page on its own) and
// 'Edit Page' (a modal holding the section's form).

const t = idHub;

export interface PhoneMenuProps {
  previewPath: string;
  sectionLabel: string;
  /** The section's form. */
  children: ReactNode;
}

export function PhoneMenu({ previewPath, sectionLabel, children }: PhoneMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const menuId = useId();
  const fab = useRef<HTMLButtonElement>(null);

  const closeEditor = () => {
    setEditOpen(false);
    fab.current?.focus();
  };

  return (
    <>
      {/* Sits in the bottom bar's free right end, off the preview (whose page has controls at its foot). */}
      <div className="fixed right-2 bottom-[calc(0.5rem+env(safe-area-inset-bottom))] z-30 flex flex-col items-end gap-2">
        {menuOpen && (
          <ul id={menuId} className="flex flex-col items-end gap-2">
            <li>
              <Link to={previewPath} className="btn-secondary shadow-lg">
                {t.seeFullPage}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="btn-primary"
                onClick={() => {
                  setMenuOpen(false);
                  setEditOpen(true);
                }}
              >
                {t.editPage}
              </button>
            </li>
          </ul>
        )}
        <button
          ref={fab}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          aria-label={t.menu}
          onClick={() => setMenuOpen((open) => !open)}
          className={
            'flex size-12 items-center justify-center rounded-full bg-rose-500 text-white ' +
            'shadow-lg shadow-rose-300/60 transition hover:bg-rose-600 active:scale-95'
          }
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.2}
            strokeLinecap="round"
            aria-hidden="true"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {editOpen && (
        <EditModal title={`${t.editPage} · ${sectionLabel}`} onClose={closeEditor}>
          {children}
        </EditModal>
      )}
    </>
  );
}

function EditModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      labelledBy={titleId}
      onEscape={onClose}
      initialFocus={closeButton}
      backdropClassName="z-40 items-end p-2"
      className="flex max-h-[92dvh] w-full max-w-lg flex-col rounded-3xl bg-blush-50 shadow-2xl"
    >
      <div className="flex items-center justify-between gap-2 border-b border-rose-100 px-4 py-2">
        <h2 id={titleId} className="font-display truncate text-lg font-bold text-rose-700">
          {title}
        </h2>
        <button ref={closeButton} type="button" onClick={onClose} className="btn-secondary min-h-10 px-4">
          {t.close}
        </button>
      </div>
      <div className="overflow-y-auto p-3">{children}</div>
    </Dialog>
  );
}
