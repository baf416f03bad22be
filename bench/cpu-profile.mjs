// Preloaded into the app by `BENCH_PROFILE_DIR=dir npm run bench` (NODE_OPTIONS=--import):
// profiles the process's CPU from start to exit and writes <dir>/app-<pid>.cpuprofile, which
// Chrome's DevTools (Performance tab) opens. Node 20 refuses --cpu-prof in NODE_OPTIONS.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir && isMainThread) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // The in-process session answers synchronously, so the profile is written even on 'exit'.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `app-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}
