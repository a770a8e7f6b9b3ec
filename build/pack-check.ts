// npm run pack:check — verifies, without Electron's zip, what electron-builder would pack: the config, the app
// files, the model and its hashes, native modules unpacked, licences and notices, and the packed size.
// Exits 1 with every problem listed; packaging would fail (or ship something wrong) otherwise.
// `-- --dry-pack` also runs electron-builder itself against a stand-in Electron (slower; see dry-pack.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, loadRules, PROJECT_ROOT, type PlatformKey } from './pack-check/builder-config';
import { checkAppFiles, checkConfig, checkDependencies, checkLicenses, checkNativeBinaries, formatBytes } from './pack-check/checks';
import { checkModelFolder } from './pack-check/model-files';
import { NOTICES_FILE, noticesText, runtimeLicenseRecords } from './pack-check/notices-data';
import { listFiles, platformFiles, shippedAppFiles, shippedPackageFiles } from './pack-check/shipped-files';
import { offlineToolchainReport } from './pack-check/offline-cache';
import { dryPack } from './pack-check/dry-pack';

async function main(): Promise<number> {
  const problems: string[] = [];
  const config = loadConfig();
  const rules = loadRules();
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { main?: string };

  problems.push(...checkConfig(config, rules));
  try {
    const { validateConfiguration } = (await import('app-builder-lib/out/util/config/config.js')) as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>;
    };
    const { DebugLogger } = (await import('builder-util')) as { DebugLogger: new (enabled: boolean) => unknown };
    await validateConfiguration(config, new DebugLogger(false));
  } catch (e) {
    problems.push(`electron-builder rejects the configuration: ${(e as Error).message}`);
  }

  const projectFiles = listFiles(PROJECT_ROOT, '.', new Set(['node_modules', '.git', 'release', 'out']));
  const split = rules.dependencySplit(PROJECT_ROOT);
  problems.push(...checkDependencies(split, rules));

  const model = await checkModelFolder(join(PROJECT_ROOT, 'models'), rules.MODEL_FILES);
  problems.push(...model.problems);
  const modelBytes = Object.values(model.sizes).reduce((a, b) => a + b, 0);
  const manifestFile = join(PROJECT_ROOT, 'models', 'manifest.json');
  if (existsSync(manifestFile)) {
    const license = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { license?: string }).license ?? '(none stated)';
    // Not a failure: whether a model licence fits a deployment is a people decision, but it must be seen.
    console.log(`model licence: ${license}${/NC|SA|GPL/.test(license) ? ' (non-commercial / share-alike terms: review before distributing)' : ''}`);
  }

  for (const platform of ['linux', 'win'] as PlatformKey[]) {
    const app = shippedAppFiles(PROJECT_ROOT, config, platform);
    problems.push(...checkAppFiles(platformFiles(config, platform), projectFiles, app, pkg.main).map((m) => `[${platform}] ${m}`));
    const deps = split.runtime.flatMap((d) => shippedPackageFiles(PROJECT_ROOT, d, config, platform));
    problems.push(...checkNativeBinaries(deps, rules.NATIVE_BINARIES[platform]).map((m) => `[${platform}] ${m}`));
    const appBytes = app.reduce((a, f) => a + f.size, 0);
    const depBytes = deps.reduce((a, f) => a + f.size, 0);
    console.log(
      `${platform}: app ${formatBytes(appBytes)} (${app.length} files) + node_modules ${formatBytes(depBytes)} (${deps.length} files, ${split.runtime.length} packages) + model ${formatBytes(modelBytes)} = ${formatBytes(appBytes + depBytes + modelBytes)} before Electron itself`,
    );
  }

  const records = runtimeLicenseRecords();
  problems.push(...checkLicenses(records));
  const withoutText = records.filter((r) => r.files.length === 0).map((r) => `${r.name}@${r.version}`);
  console.log(`licences: ${records.length} packed packages, ${[...new Set(records.map((r) => r.license))].sort().join(', ')}`);
  if (withoutText.length > 0) console.log(`  no licence file (package.json licence applies): ${withoutText.join(', ')}`);
  if (!existsSync(NOTICES_FILE) || readFileSync(NOTICES_FILE, 'utf8') !== noticesText()) {
    problems.push('build/THIRD_PARTY_NOTICES.md is missing or out of date: run npm run notices');
  }

  const cudaDir = join(PROJECT_ROOT, 'node_modules/onnxruntime-node/bin/napi-v6/linux/x64');
  const cuda = ['libonnxruntime_providers_cuda.so', 'libonnxruntime_providers_shared.so'].filter((f) => existsSync(join(cudaDir, f)));
  console.log(
    cuda.length === 2
      ? 'CUDA provider (linux/x64): present, will be packed'
      : 'CUDA provider (linux/x64): absent, the Linux build runs on CPU (see build/OFFLINE-BUILD.md to add it); Windows uses DirectML or CPU',
  );
  for (const line of offlineToolchainReport()) console.log(line);

  if (process.argv.includes('--dry-pack')) problems.push(...dryPack());

  if (problems.length > 0) {
    console.error(`\npack:check found ${problems.length} problem(s):`);
    for (const m of problems) console.error(`  - ${m}`);
    return 1;
  }
  console.log('\npack:check: everything electron-builder needs is in place.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`pack:check crashed: ${(e as Error).stack ?? String(e)}`);
    process.exit(2);
  },
);
