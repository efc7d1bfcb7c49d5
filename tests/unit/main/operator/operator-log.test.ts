import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOperatorLog, parseOperatorLogLine } from '../../../../src/main/operator/operator-log';
import { tempDir } from './fakes';

let dir: string;
let remove: () => Promise<void>;
let path: string;
beforeEach(async () => {
  ({ dir, remove } = await tempDir());
  path = join(dir, 'operateur.log');
});
afterEach(() => remove());

const at = (second: number) => () => new Date(Date.UTC(2026, 10, 27, 13, 30, second));

describe('operator log', () => {
  it('appends one JSON line per event, stamped with main’s time', async () => {
    const log = await openOperatorLog({ path, now: at(5) });
    await log.append({ event: 'pin-refused', attemptsLeft: 2 });
    await log.append({ event: 'session-end', reason: 'idle' });
    await log.close();
    expect(await readFile(path, 'utf8')).toBe(
      '{"at":"2026-11-27T13:30:05.000Z","event":"pin-refused","attemptsLeft":2}\n' +
        '{"at":"2026-11-27T13:30:05.000Z","event":"session-end","reason":"idle"}\n',
    );
  });

  it('never rewrites what is there: lines written meanwhile by another handle stay, in order', async () => {
    await writeFile(path, '{"at":"2026-11-26T08:00:00.000Z","event":"session-start"}\n');
    const log = await openOperatorLog({ path, now: at(0) });
    await appendFile(path, '{"at":"2026-11-26T08:01:00.000Z","event":"session-end","reason":"quit"}\n');
    await log.append({ event: 'pin-accepted' });
    await log.close();
    expect((await readFile(path, 'utf8')).split('\n')).toEqual([
      '{"at":"2026-11-26T08:00:00.000Z","event":"session-start"}',
      '{"at":"2026-11-26T08:01:00.000Z","event":"session-end","reason":"quit"}',
      '{"at":"2026-11-27T13:30:00.000Z","event":"pin-accepted"}',
      '',
    ]);
  });

  it('reads the last N entries and skips a line torn by a power cut, which it seals on open', async () => {
    await writeFile(
      path,
      '{"at":"2026-11-26T08:00:00.000Z","event":"session-start"}\n' +
        'pas du JSON\n' +
        '{"at":"2026-11-26T08:00:30.000Z","event":"session-end","reason":"quit"}\n' +
        '{"at":"2026-11-26T08:01:00.000Z","event":"pin-ref',
    );
    const log = await openOperatorLog({ path, now: at(0) });
    expect(await log.readLast(2)).toEqual([
      { at: '2026-11-26T08:00:00.000Z', event: 'session-start' },
      { at: '2026-11-26T08:00:30.000Z', event: 'session-end', reason: 'quit' },
    ]);
    await log.append({ event: 'pin-accepted' });
    expect(await log.readLast(1)).toEqual([{ at: '2026-11-27T13:30:00.000Z', event: 'pin-accepted' }]);
    await log.close();
    expect(
      (await readFile(path, 'utf8')).endsWith(
        '"event":"pin-ref\n{"at":"2026-11-27T13:30:00.000Z","event":"pin-accepted"}\n',
      ),
    ).toBe(true);
  });

  it('past its size, moves the file to a dated archive it keeps, and reads across the two', async () => {
    const log = await openOperatorLog({ path, now: at(7), maxBytes: 150 });
    await log.append({ event: 'session-start' });
    await log.append({ event: 'pin-refused', attemptsLeft: 2 });
    const before = await readFile(path, 'utf8');
    await log.append({ event: 'session-end', reason: 'quit' });
    await log.append({ event: 'session-start' });
    expect((await readdir(dir)).sort()).toEqual(['operateur-2026-11-27T13-30-07.log', 'operateur.log']);
    expect(await readFile(join(dir, 'operateur-2026-11-27T13-30-07.log'), 'utf8')).toBe(before);
    expect((await log.readLast(3)).map((entry) => entry.event)).toEqual([
      'pin-refused',
      'session-end',
      'session-start',
    ]);
    // A second rotation in the same second gets a name of its own: no archive is ever replaced.
    await log.append({ event: 'session-end', reason: 'idle' });
    await log.append({ event: 'session-start' });
    await log.close();
    expect((await readdir(dir)).sort()).toEqual([
      'operateur-2026-11-27T13-30-07-1.log',
      'operateur-2026-11-27T13-30-07.log',
      'operateur.log',
    ]);
  });

  it('a missing file reads as no entry', async () => {
    const log = await openOperatorLog({ path, now: at(0) });
    expect(await log.readLast(10)).toEqual([]);
    await log.close();
  });

  it('recognises only its own lines', () => {
    expect(parseOperatorLogLine('{"at":"x","event":"session-start"}')).toEqual({
      at: 'x',
      event: 'session-start',
    });
    for (const line of ['{"event":"session-start"}', '{"at":"x","event":"autre"}', '[1]', 'null', ''])
      expect(parseOperatorLogLine(line)).toBeUndefined();
  });
});
