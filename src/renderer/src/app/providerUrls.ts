import type { Preferences } from '@shared/backoffice';

/**
 * The providers' URLs: calls there never carry our bearer token (SPEC §7 preamble), even when a provider
 * is served on the back office's origin. The mobile-ticket provider has its own bearer (X-Authorization).
 */
export function providerUrls(preferences: Preferences | null): string[] {
  if (!preferences) return [];
  return [
    preferences.paymentProviderUrl,
    preferences.paymentProviderMobileUrl,
    preferences.walletProviderUrl,
    preferences.mobileTicketUrl,
  ].filter((url): url is string => typeof url === 'string' && url.length > 0);
}
