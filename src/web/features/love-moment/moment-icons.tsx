// The love moment card's own icons, drawn inline (no icon library on the recipient's pages).

export function TapIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 11V5a2 2 0 1 1 4 0v6" />
      <path d="M13 10.5V9a2 2 0 1 1 4 0v4.5a7 7 0 0 1-7 7h-.5a6 6 0 0 1-5-2.7L3 15a2 2 0 0 1 3.2-2.3L9 15" />
    </svg>
  );
}

export function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-rose-500" fill="currentColor">
      <path
        d={
          'M12 21s-7.5-4.6-10-9.3C.4 8.6 2.1 4.5 6 4.1c2.1-.2 3.8.9 6 3.3 2.2-2.4 3.9-3.5 6-3.3 3.9.4 5.6 4.5 4 7.6C19.5 16.4 12 21 12 21z'
        }
      />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
      <path d="M10 11v6M14 11v6" />
    </svg>
  );
}
