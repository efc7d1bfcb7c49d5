// The journal's file operations on the real disk: a missing file is no error where the journal expects
// one, any other failure is; 'create' starts the file again, 'append' adds to it, in UTF-8; a live file
// that cannot be sealed is closed and its failure passed on.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  nodeJournalFileSystem as fs,
  openSealedJournal,
  type JournalFile,
  type JournalFileSystem,
} from '../../../../src/main/payment/journal-fs';

const folder = () => mkdtempSync(join(tmpdir(), 'journal-fs-'));

describe('nodeJournalFileSystem', () => {
  it('gives a file’s size, undefined when missing, and fails on any other error', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.journal'), 'é\n');
    expect(await fs.size(join(dir, 'a.journal'))).toBe(3);
    expect(await fs.size(join(dir, 'absent.journal'))).toBeUndefined();
    // A path through a file: ENOTDIR, not a missing file.
    await expect(fs.size(join(dir, 'a.journal', 'b'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it('removes a file, a missing one quietly, and fails on any other error', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.journal'), 'x\n');
    await fs.remove(join(dir, 'a.journal'));
    expect(await fs.size(join(dir, 'a.journal'))).toBeUndefined();
    await expect(fs.remove(join(dir, 'a.journal'))).resolves.toBeUndefined();
    mkdirSync(join(dir, 'dossier'));
    await expect(fs.remove(join(dir, 'dossier'))).rejects.toMatchObject({
      code: expect.stringMatching(/^(EISDIR|EPERM)$/),
    });
  });

  it('opens a file to start it again or to add to it, in UTF-8', async () => {
    const dir = folder();
    const path = join(dir, 'a.journal');
    writeFileSync(path, 'avant\n');
    const added = await fs.open(path, 'append');
    await added.append('réglé\n');
    await added.close();
    expect(readFileSync(path, 'utf8')).toBe('avant\nréglé\n');
    const fresh = await fs.open(path, 'create');
    await fresh.append('neuf\n');
    expect(await fresh.size()).toBe(5);
    await fresh.close();
    expect(readFileSync(path, 'utf8')).toBe('neuf\n');
  });
});

describe('openSealedJournal', () => {
  it('closes the live file and passes the failure on when it cannot be read', async () => {
    const close = vi.fn(async () => undefined);
    const failure = Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
    const file: JournalFile = {
      append: async () => undefined,
      datasync: async () => undefined,
      size: async () => Promise.reject(failure),
      byteAt: async () => 0x0a,
      close,
    };
    const broken: JournalFileSystem = { ...fs, open: async () => file };
    await expect(openSealedJournal(broken, '/nulle-part/paiements.journal', '/nulle-part')).rejects.toBe(
      failure,
    );
    expect(close).toHaveBeenCalledTimes(1);
  });
});
