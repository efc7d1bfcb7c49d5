// The few file operations the payment journal makes, behind one seam so that tests can cut the process
// at any of them (a crash between two calls) and prove that nothing is lost or written twice.
import { mkdir, open, readFile, rename, stat, truncate, unlink, type FileHandle } from 'node:fs/promises';

export interface JournalFile {
  /** Writes at the end of the file (append mode), whatever was read before. */
  append(text: string): Promise<void>;
  /** Flushes the data written so far to the disk. */
  datasync(): Promise<void>;
  size(): Promise<number>;
  /** The byte at `position`. */
  byteAt(position: number): Promise<number>;
  close(): Promise<void>;
}

export interface JournalFileSystem {
  mkdir(path: string): Promise<void>;
  read(path: string): Promise<Buffer>;
  /** Size in bytes, undefined when the file does not exist. */
  size(path: string): Promise<number | undefined>;
  /** 'append': created if missing, every write at the end; 'create': emptied first. */
  open(path: string, mode: 'append' | 'create'): Promise<JournalFile>;
  rename(from: string, to: string): Promise<void>;
  truncate(path: string, length: number): Promise<void>;
  /** Removes the file if it exists. */
  remove(path: string): Promise<void>;
  /** Makes a directory's entries (a new or renamed file's name) durable; best effort. */
  syncDirectory(path: string): Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

function journalFile(handle: FileHandle): JournalFile {
  return {
    append: (text) => handle.appendFile(text, 'utf8'),
    datasync: () => handle.datasync(),
    size: async () => (await handle.stat()).size,
    byteAt: async (position) => (await handle.read(Buffer.alloc(1), 0, 1, position)).buffer[0]!,
    close: () => handle.close(),
  };
}

export const nodeJournalFileSystem: JournalFileSystem = {
  mkdir: async (path) => {
    await mkdir(path, { recursive: true });
  },
  read: (path) => readFile(path),
  size: async (path) => {
    try {
      return (await stat(path)).size;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  open: async (path, mode) => journalFile(await open(path, mode === 'append' ? 'a+' : 'w')),
  rename: (from, to) => rename(from, to),
  truncate: (path, length) => truncate(path, length),
  remove: async (path) => {
    try {
      await unlink(path);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  },
  syncDirectory: async (path) => {
    // Not possible on Windows (a directory cannot be opened): the files' own flushes suffice there.
    try {
      const directory = await open(path, 'r');
      try {
        await directory.sync();
      } finally {
        await directory.close();
      }
    } catch {
      /* best effort */
    }
  },
};

/**
 * A journal's live file in append mode, its torn last line (a power cut) sealed by a newline so the next
 * entry starts on a line of its own; a new file's name made durable with its directory.
 */
export async function openSealedJournal(
  fs: JournalFileSystem,
  path: string,
  directory: string,
): Promise<JournalFile> {
  const file = await fs.open(path, 'append');
  try {
    const size = await file.size();
    if (size === 0) await fs.syncDirectory(directory);
    else if ((await file.byteAt(size - 1)) !== 0x0a) {
      await file.append('\n');
      await file.datasync();
    }
    return file;
  } catch (error) {
    await file.close().catch(() => undefined);
    throw error;
  }
}
