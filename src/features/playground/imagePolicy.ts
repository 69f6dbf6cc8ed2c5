/**
 * Which images in model replies and recordings may load: only those that cause no request to
 * another origin (data: images, blob: URLs, the app's own files). Any other image is shown as a
 * link the user may choose to open: a reply (or an imported recording) must not make the page
 * call a server of its choosing. The page's Content-Security-Policy (img-src 'self' data: blob:)
 * refuses the rest anyway; this keeps the reply readable instead of showing a broken image.
 */
export function isLocalImage(src: string, pageOrigin: string): boolean {
  if (/^data:image\//i.test(src) || /^blob:/i.test(src)) return true;
  try {
    const url = new URL(src, pageOrigin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === pageOrigin;
  } catch {
    return false;
  }
}
