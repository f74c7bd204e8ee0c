import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database allows one process at a time: a second server on the same folder would corrupt it.
 * Takes the folder's lock (a pid file), or throws naming the process that holds it. A stale lock is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `${dir} is in use by another Parcelhub server (pid ${holder}); stop it or set another DATA_DIR`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
