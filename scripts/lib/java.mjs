// Java version detection: the Firestore and Storage emulators of firebase-tools 15 need 21+.
import { spawnSync } from 'node:child_process';

/** Major version of `java` on PATH (e.g. 17, 21), or undefined when there is none. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return parseJavaVersion(`${result.stderr}\n${result.stdout}`);
}

/** Parses `java -version` output: 'version "21.0.2"' → 21, 'version "1.8.0_392"' → 8. */
export function parseJavaVersion(text) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!m) return undefined;
  const major = Number(m[1]);
  return major === 1 && m[2] ? Number(m[2]) : major;
}
