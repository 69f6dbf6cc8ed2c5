/**
 * The person's "reduce motion" setting (the operating system's, read by the browser). With it the
 * app moves nothing it need not: the view jumps instead of gliding, CSS animations and transitions
 * end at once (theme.css), and a simulated reply appears whole instead of being typed out.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
