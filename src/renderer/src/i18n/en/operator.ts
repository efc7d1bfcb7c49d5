// English strings of the kiosk's operator screen, twin of fr/operator.ts.
import type { Catalog } from '../catalog';
import type { frOperator } from '../fr/operator';

export const enOperator: Catalog<typeof frOperator> = {
  pin: {
    title: 'Operator screen',
    label: 'Operator code',
    typed: (count: number) =>
      count === 0 ? 'No digit typed' : `${count} digit${count > 1 ? 's' : ''} typed`,
    keypad: 'Keypad',
    erase: 'Erase',
    validate: 'Confirm',
    cancel: 'Cancel',
    checking: 'Checking the code…',
  },
  overview: {
    title: 'Operator screen',
    loading: 'Reading the kiosk’s state…',
    checkTerminal: 'Check the terminal',
    quit: 'Leave',
    terminal: 'Payment terminal',
    terminalStates: {
      reachable: 'Reachable',
      unreachable: 'Unreachable',
      unknown: 'Not checked yet',
    },
    printer: 'Printer',
    printerSilent: 'Not answering',
    paper: { ok: 'Paper in', 'near-end': 'Paper nearly out', end: 'Out of paper' },
    coverOpen: 'Cover open',
    offline: 'Offline',
    backOffice: 'Back office',
    backOfficeSince: (when: string) => `Last successful call: ${when}`,
    backOfficeNever: 'No successful call since the start',
    warnings: 'Warnings',
    journal: 'Payment journal',
    pending: (count: number) => `Awaiting an outcome: ${count}`,
    unknown: (count: number) => `Outcome unknown: ${count}`,
    undelivered: (count: number) => `Reports not delivered to the back office: ${count}`,
    disk: 'Free disk space',
    diskUnreadable: 'Unreadable',
    versions: 'Versions',
    app: (version: string) => `App: ${version}`,
    configuration: (fingerprint: string, version: string | null) =>
      `Configuration: ${fingerprint} (${version === null ? 'no version' : `version ${version}`})`,
    uptime: 'Running for',
    uptimeValue: (days: number, hours: number, minutes: number) =>
      `${days > 0 ? `${days} d ` : ''}${hours} h ${minutes} min`,
    errors: 'Last errors',
    noErrors: 'No recent error.',
  },
  actions: {
    group: 'Kiosk actions',
    testPrint: 'Print a test',
    reprintLast: 'Reprint the last receipt',
    reloadConfiguration: 'Reload the configuration',
    restart: 'Restart the application',
    restartTitle: 'Restart the application?',
    restartText: 'The kiosk closes and starts again: the home screen is back in a few seconds.',
    restartCancel: 'Cancel',
    restartConfirm: 'Restart',
  },
};
