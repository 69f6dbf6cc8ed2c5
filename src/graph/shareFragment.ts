/**
 * Whether a location carries a share link, apart from the link codec (shareLink.ts), which needs
 * the importer: the app checks its own URL on every start, first paint included.
 */

/** The fragment prefix (also read by the library when the app opens with a link). */
export const SHARE_FRAGMENT_PREFIX = '#graph=';

/** Whether a location hash (or a full URL) carries a shared graph. */
export function isShareFragment(hashOrUrl: string): boolean {
  return fragmentOf(hashOrUrl).startsWith(SHARE_FRAGMENT_PREFIX);
}

/** The `#…` part of a hash or URL ('' when there is none). */
export function fragmentOf(hashOrUrl: string): string {
  const at = hashOrUrl.indexOf('#');
  return at < 0 ? '' : hashOrUrl.slice(at);
}
