// The mobile-ticket provider's customer accounts (demo data listed in docs/demo-data.md): each with its state
// (confirmed or not, refused), its profiles (the 'Étudiant' profile some titles need, with its end of
// validity) and its tickets, the app's wallet. Validity dates are counted from the clock when the
// provider starts, so the demo never goes stale.
import type { MobileTicket } from '../../../shared/mobile-ticket';
import { hashPassword } from './passwords';

export const STUDENT_PROFILE = 'Étudiant';

/** One password for every demo account: they are there to be tried. */
export const DEMO_PASSWORD = 'Ligeo-2026';

/** A refusal code of POST /user/connexion (SPEC §7: anything but OK and COMPTE_NON_CONFIRME). */
export const ACCOUNT_DISABLED = 'COMPTE_DESACTIVE';

const DAY_MS = 24 * 3600 * 1000;

interface Seed {
  mail: string;
  firstname: string;
  lastname: string;
  authenticationCode: string;
  /** Days from start until the end of the Étudiant profile (negative: out of date); absent: none. */
  studentDays?: number;
}

/** The demo accounts, by what they show (docs/demo-data.md « Billettique mobile »). */
export const DEMO_ACCOUNTS = {
  confirmed: {
    mail: 'camille.durand@exemple.fr',
    firstname: 'Camille',
    lastname: 'Durand',
    authenticationCode: 'OK',
    studentDays: 300,
  },
  unconfirmed: {
    mail: 'hugo.bernard@exemple.fr',
    firstname: 'Hugo',
    lastname: 'Bernard',
    authenticationCode: 'COMPTE_NON_CONFIRME',
  },
  withoutStudent: {
    mail: 'lea.petit@exemple.fr',
    firstname: 'Léa',
    lastname: 'Petit',
    authenticationCode: 'OK',
  },
  studentOutOfDate: {
    mail: 'nathan.moreau@exemple.fr',
    firstname: 'Nathan',
    lastname: 'Moreau',
    authenticationCode: 'OK',
    studentDays: -10,
  },
  disabled: {
    mail: 'ines.roux@exemple.fr',
    firstname: 'Inès',
    lastname: 'Roux',
    authenticationCode: ACCOUNT_DISABLED,
  },
} as const satisfies Record<string, Seed>;

export interface Profile {
  label: string;
  /** The profile is valid until this instant. */
  validUntil: Date;
}

export interface Account {
  /** Lower-cased: the key of the account. */
  mail: string;
  firstname: string;
  lastname: string;
  authenticationCode: string;
  profiles: Profile[];
  /** Newest first. */
  tickets: MobileTicket[];
  passwordHash: () => Promise<string>;
}

/** Hashes of the demo password, one per account (own salt), made once per process: scrypt is slow on
 * purpose, and every test builds its own provider. */
const seedHashes = new Map<string, Promise<string>>();
const seedHash = (mail: string) => () => {
  let hash = seedHashes.get(mail);
  if (!hash) seedHashes.set(mail, (hash = hashPassword(DEMO_PASSWORD)));
  return hash;
};

export class AccountBook {
  private byMail = new Map<string, Account>();

  constructor(now: () => Date) {
    const start = now().getTime();
    for (const seed of Object.values(DEMO_ACCOUNTS) as Seed[]) {
      const mail = seed.mail.toLowerCase();
      this.byMail.set(mail, {
        mail,
        firstname: seed.firstname,
        lastname: seed.lastname,
        authenticationCode: seed.authenticationCode,
        profiles:
          seed.studentDays === undefined
            ? []
            : [{ label: STUDENT_PROFILE, validUntil: new Date(start + seed.studentDays * DAY_MS) }],
        tickets: [],
        passwordHash: seedHash(mail),
      });
    }
  }

  /** The account of this mail, whatever its case. */
  find(mail: string): Account | null {
    return this.byMail.get(mail.toLowerCase()) ?? null;
  }
}
