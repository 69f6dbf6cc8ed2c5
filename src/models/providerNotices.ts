/**
 * A model response's notices: what the provider could not send as asked, in words
 * (ModelResponse.providerData.notices). Its own module so that the chat, which reads them on first
 * paint, does not pull in the rest of the model boundary.
 */
export function readNotices(providerData: Record<string, unknown> | null | undefined): string[] {
  const notices = providerData?.notices;
  return Array.isArray(notices) ? notices.filter((n): n is string => typeof n === 'string') : [];
}
