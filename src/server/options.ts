import { resolve } from 'node:path';
import type { PayboxHolderName } from '../shared/payment';
import { checkedWork, DEFAULT_CAPTCHA_WORK, type CaptchaWork } from './forms/captcha';
import { checkedHttpLimits, type HttpLimits } from './http-limits';
import type { DemoKioskLink } from './demo-kiosk/link';
import { checkedDevices } from './kiosk/devices';
import type { OnboardClearing } from './onboard/clearing';
import { checkedHolderName } from './providers/card-holder';
import { checkedBaseUrl } from './providers/origins';
import { checkedProxies } from './trusted-proxies';

/** Where the providers' stand-ins listen when nothing else is said (the default PORT + 1). */
export const DEFAULT_PROVIDERS_URL = 'http://127.0.0.1:5181/';

export interface ServerOptions {
  /** Folder of the built web renderer (holds index.html); absent: SPA routes say it is not built. */
  webRoot?: string;
  /** Mounts the emulator control API (fault injection). Tests only; off by default. */
  control?: boolean;
  /** HS256 key of the machine tokens; random per server by default. */
  jwtSecret?: Uint8Array;
  /** Key of the card provider's HMAC; only the emulator holds it. Random per server by default. */
  providerSecret?: Uint8Array;
  /** Key of the access-request captcha's HMAC signatures. Random per server by default. */
  captchaSecret?: Uint8Array;
  /** Proof of work a captcha challenge asks (tests may ask less); sized for the widget by default. */
  captchaWork?: CaptchaWork;
  /** Lifetime of a machine token, in seconds (default one hour). */
  tokenTtlSeconds?: number;
  /** Clock, so tests can make tokens expire. */
  now?: () => Date;
  /** Images and stand-in pages; defaults to the assets folder beside this file. */
  assetsDir?: string;
  /** Base URL of the providers' stand-ins (their own listener, see buildProviders): the preferences,
   * the payment parameters and the portal's CSP point there. A loopback URL is shown to each browser
   * under the loopback name it used for the back office (127.0.0.1 or localhost). */
  providersUrl?: string;
  /** Kiosks: device id → secret (at least 32 characters) their terminal outcomes are signed with. */
  devices?: Record<string, string>;
  /** Ticket-office counter PCs: device id → secret, as `devices` (issue 29: cash and the full form). */
  counters?: Record<string, string>;
  /** The demo kiosk `npm start` runs beside the emulator without Electron: /emulateur/borne shows it. */
  demoKiosk?: DemoKioskLink;
  /** SPEC §3 "porteur or email": the name of the card holder's e-mail in the card provider's parameters
   * (`porteur` by default); the control API can change it at run time. */
  cardHolderField?: PayboxHolderName;
  /** Host names the server answers to (DNS rebinding): startServer gives the loopback names and its
   * own host; absent, any (an app only reached through fastify.inject). */
  hostnames?: readonly string[];
  /** The contactless clearing of on-board payments, shared with the providers' listener (the provider
   * lists a card's taps, the back office binds orders to them); seeded on `now` when absent. */
  onboardClearing?: OnboardClearing;
  /** How long a client may take to send a request, and how many connections one address may hold open
   * (http-limits.ts: 10 s for the headers, 30 s for the whole request, 256 connections by default). */
  http?: HttpLimits;
  /** Reverse proxies (addresses or networks, "10.0.0.0/8") whose X-Forwarded-For names the client the
   * look-ups' throttle counts; none by default: the connection's address. */
  trustedProxies?: readonly string[];
  logger?: boolean;
}

export interface ResolvedOptions {
  webRoot: string | undefined;
  control: boolean;
  jwtSecret: Uint8Array;
  providerSecret: Uint8Array;
  captchaSecret: Uint8Array;
  captchaWork: CaptchaWork;
  tokenTtlSeconds: number;
  now: () => Date;
  assetsDir: string;
  providersUrl: string;
  devices: Record<string, string>;
  counters: Record<string, string>;
  demoKiosk: DemoKioskLink | undefined;
  cardHolderField: PayboxHolderName;
  hostnames: readonly string[] | null;
  onboardClearing: OnboardClearing | undefined;
  http: Required<HttpLimits>;
  trustedProxies: readonly string[];
  logger: boolean;
}

export function resolveOptions(options: ServerOptions): ResolvedOptions {
  return {
    webRoot: options.webRoot,
    control: options.control ?? false,
    jwtSecret: options.jwtSecret ?? crypto.getRandomValues(new Uint8Array(32)),
    providerSecret: options.providerSecret ?? crypto.getRandomValues(new Uint8Array(64)),
    captchaSecret: options.captchaSecret ?? crypto.getRandomValues(new Uint8Array(32)),
    captchaWork: checkedWork(options.captchaWork ?? DEFAULT_CAPTCHA_WORK),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    now: options.now ?? (() => new Date()),
    assetsDir: options.assetsDir ?? resolve(import.meta.dirname, 'assets'),
    providersUrl: checkedBaseUrl(options.providersUrl ?? DEFAULT_PROVIDERS_URL, 'providersUrl'),
    // A short or malformed secret is refused here, so the server never starts half-configured.
    devices: checkedDevices(options.devices ?? {}),
    counters: checkedDevices(options.counters ?? {}),
    demoKiosk: options.demoKiosk,
    cardHolderField: checkedHolderName(options.cardHolderField ?? 'porteur'),
    hostnames: options.hostnames ?? null,
    onboardClearing: options.onboardClearing,
    http: checkedHttpLimits(options.http),
    trustedProxies: checkedProxies(options.trustedProxies ?? []),
    logger: options.logger ?? false,
  };
}
