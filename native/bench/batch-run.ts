// One timed `garim deid` batch in a fresh process (so its peak RSS is its own): prints
// {"seconds", "peakRssMb", "ok", "failed"} as JSON. Used by `npm run bench -- --batch`.
import { main } from '../cli/main';

const [dir, out, jobs] = process.argv.slice(2);
let stdout = '';
let stderr = '';
const t0 = performance.now();
const code = await main(['deid', dir, '-o', out, '--jobs', jobs, '--report', 'json'], {
  io: { out: (t) => void (stdout += t), err: (t) => void (stderr += t), errIsTTY: false },
});
const seconds = (performance.now() - t0) / 1000;
const m = /(\d+) documents: (\d+) de-identified, (\d+) failed/u.exec(stdout);
process.stdout.write(`${JSON.stringify({ code, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, ok: Number(m?.[2] ?? 0), failed: Number(m?.[3] ?? 0), ...(code === 0 ? {} : { stderr: stderr.slice(-2000) }) })}\n`);
