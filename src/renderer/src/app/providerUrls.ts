import type { Preferences } from '@shared/backoffice';

/** The payment providers' URLs: calls there never carry our bearer token (SPEC §7 preamble). */
export function providerUrls(preferences: Preferences | null): string[] {
  if (!preferences) return [];
  return [
    preferences.paymentProviderUrl,
    preferences.paymentProviderMobileUrl,
    preferences.walletProviderUrl,
  ].filter((url): url is string => typeof url === 'string' && url.length > 0);
}
