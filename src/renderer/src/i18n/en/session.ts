// English strings of the shared screens' inactivity warning, twin of fr/session.ts.
import type { Catalog } from '../catalog';
import type { frSession } from '../fr/session';

export const enSession: Catalog<typeof frSession> = {
  idle: {
    title: 'Are you still there?',
    continue: 'Continue',
    web: {
      text: 'If you do nothing, your mobile ticket account will be signed out and the chosen ticket removed from the basket.',
      countdown: (seconds: number) => `Signing out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
    },
    counter: {
      text: 'If you do nothing, the counter will go back to the home page: the mobile ticket account will be signed out, and the baskets and the information entered will be erased.',
      countdown: (seconds: number) =>
        `Back to the home page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
    },
  },
};
