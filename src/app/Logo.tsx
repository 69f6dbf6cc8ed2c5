/** The Switchboard mark: three nodes patched together, in the accent colour. */
export function Logo({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="sb-logo">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="var(--sb-accent)" />
      <path d="M7 8h4.5a2.5 2.5 0 0 1 2.5 2.5v3A2.5 2.5 0 0 0 16.5 16H17M7 16h3" stroke="var(--sb-accent-fg)" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      <circle cx="7" cy="8" r="1.8" fill="var(--sb-accent-fg)" />
      <circle cx="7" cy="16" r="1.8" fill="var(--sb-accent-fg)" />
      <circle cx="17" cy="16" r="1.8" fill="var(--sb-accent-fg)" />
    </svg>
  );
}
