// `npm run operator:pin`: reads the operator PIN (typed twice at a terminal, or two lines / one line on
// standard input) and prints the scrypt hash to provision as `operatorPinHash`. The PIN is never taken
// from the command line, where the shell history and the process list would keep it.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { hashPin } from '../src/main/operator/pin-hash';
import { OPERATOR_PIN_PATTERN } from '../src/shared/operator-pin';

export const PIN_FORMAT_MESSAGE = 'Code opérateur invalide : il doit compter de 4 à 12 chiffres.';
export const PIN_MISMATCH_MESSAGE = 'Les deux saisies du code opérateur diffèrent : rien n’a été calculé.';

export type PinCommandResult = { ok: true; hash: string } | { ok: false; message: string };

/** The hash of the first line; a second line, when given, must repeat it. */
export async function pinHashFromLines(
  lines: readonly string[],
  hash: (pin: string) => Promise<string> = (pin) => hashPin(pin),
): Promise<PinCommandResult> {
  const [pin = '', confirmation] = lines;
  if (!OPERATOR_PIN_PATTERN.test(pin)) return { ok: false, message: PIN_FORMAT_MESSAGE };
  if (confirmation !== undefined && confirmation !== pin) return { ok: false, message: PIN_MISMATCH_MESSAGE };
  return { ok: true, hash: await hash(pin) };
}

/** Prompts on the terminal without echoing what is typed. */
async function askHidden(questions: string[]): Promise<string[]> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answers: string[] = [];
  for (const question of questions) {
    muted = false;
    output.write(question);
    muted = true;
    answers.push(await new Promise<string>((resolve) => rl.question('', resolve)));
    process.stderr.write('\n');
  }
  rl.close();
  return answers;
}

async function readStdin(): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line, index, all) => line !== '' || index < all.length - 1)
    .slice(0, 2);
}

async function main(): Promise<void> {
  const lines = process.stdin.isTTY
    ? await askHidden(['Code opérateur (4 à 12 chiffres) : ', 'Confirmez le code : '])
    : await readStdin();
  const result = await pinHashFromLines(lines);
  if (!result.ok) {
    process.stderr.write(`${result.message}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`${result.hash}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
