// The slide handle's two faces (docs/product.md §2): a heart while closed, a gift once open.

export function HeartIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 ' +
          '2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z'
        }
      />
    </svg>
  );
}

export function GiftIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <path d="M3 9.5A1.5 1.5 0 0 1 4.5 8h15A1.5 1.5 0 0 1 21 9.5V12H3z" />
        <path d="M4 13h7v8H5.5A1.5 1.5 0 0 1 4 19.5zM13 13h7v6.5a1.5 1.5 0 0 1-1.5 1.5H13z" />
        <path d="M11 8h2v4h-2z" />
        <path
          d={
            'M12 7.6C10.9 5 8.9 3.3 7.4 3.9c-1.3.5-1.2 2.4.4 3.4.9.6 2.4.9 4.2.9zm0 ' +
            '0c1.1-2.6 3.1-4.3 4.6-3.7 1.3.5 1.2 2.4-.4 3.4-.9.6-2.4.9-4.2.9z'
          }
        />
      </g>
    </svg>
  );
}
