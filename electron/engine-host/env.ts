// Environment for the engine host, as VS Code's removeDangerousEnvVariables: nothing that makes Electron run as
// plain Node or injects code or certificates into the process that reads judgments.
const DANGEROUS = new Set([
  'ELECTRON_RUN_AS_NODE',
  'ELECTRON_NO_ASAR',
  'ELECTRON_NO_ATTACH_CONSOLE',
  'ELECTRON_ENABLE_LOGGING',
  'ELECTRON_ENABLE_STACK_DUMPING',
]);

export function sanitizeEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const upper = name.toUpperCase();
    // NODE_OPTIONS (--require), NODE_PATH, NODE_EXTRA_CA_CERTS, NODE_REPL_EXTERNAL_MODULE…; NODE_ENV is harmless.
    if (upper.startsWith('NODE_') && upper !== 'NODE_ENV') continue;
    if (DANGEROUS.has(upper)) continue;
    out[name] = value;
  }
  return out;
}
