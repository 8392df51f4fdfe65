import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which Chakra recipes the app's modules need, read from the sources (test/unit/app/theme-recipes.test.ts):
 * the names a module imports from '@chakra-ui/react', followed into Chakra's own component modules
 * (a Checkbox brings its Checkmark, a CloseButton its icon) down to the recipe keys they look up.
 */
export const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const CHAKRA = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');
const COMPONENTS = join(CHAKRA, 'components');

export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The names `file` imports from '@chakra-ui/react' (types included; they have no module and need nothing). */
export function chakraImports(file: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of readFileSync(file, 'utf8').matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g,
  )) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** The app modules `file` imports statically ('@/…' and relative), resolved to files. Dynamic `import()` is not followed. */
export function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const [, spec = ''] of code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)) {
    if (/^\s*import\s+type\s/.test(spec)) continue;
    const base = spec.startsWith('@/')
      ? join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? resolve(dirname(file), spec)
        : undefined;
    if (!base) continue;
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    if (found) out.push(found);
  }
  return out;
}

/** Every app module reachable from `entries` through static imports, not going through `skip` ones. */
export function reachable(entries: string[], skip: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

let exportsCache: Map<string, string> | undefined;

/** Chakra's entry: exported name → the module that defines it (namespaces like `Tabs` included). */
function chakraExports(): Map<string, string> {
  if (exportsCache) return exportsCache;
  const index = readFileSync(join(CHAKRA, 'index.js'), 'utf8');
  const byName = new Map<string, string>();
  for (const [, list = '', from = ''] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const part of list.split(',')) {
      const exported = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported) byName.set(exported, join(CHAKRA, from));
    }
  }
  const namespaces = new Map<string, string>();
  for (const [, local = '', from = ''] of index.matchAll(/import\s*\*\s*as\s+(\S+)\s+from\s*'(\.[^']+)'/g))
    namespaces.set(local, join(CHAKRA, from));
  for (const [, list = ''] of index.matchAll(/export\s*\{([^}]*)\};/g)) {
    for (const part of list.split(',')) {
      const [local = '', exported] = part.trim().split(/\s+as\s+/);
      const from = namespaces.get(local);
      if (exported && from) byName.set(exported, from);
    }
  }
  exportsCache = byName;
  return byName;
}

/** The recipe keys a Chakra module and the Chakra component modules it imports look up (`useRecipe({ key })`). */
function moduleRecipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.startsWith(COMPONENTS)) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, key = ''] of code.matchAll(/\bkey:\s*"([A-Za-z]+)"/g)) keys.add(key);
  for (const [, rel = ''] of code.matchAll(/from\s*'(\.{1,2}\/[^']+\.js)'/g)) {
    for (const key of moduleRecipeKeys(resolve(dirname(file), rel), seen)) keys.add(key);
  }
  return keys;
}

/**
 * Recipe key → the Chakra names (and app files) that need it, for the given app files. Only keys
 * `isRecipeKey` accepts count (Chakra's components also look up keys no stock recipe has).
 */
export function recipesNeeded(files: Iterable<string>, isRecipeKey: (key: string) => boolean): Map<string, string[]> {
  const exports = chakraExports();
  const needed = new Map<string, string[]>();
  for (const file of files) {
    for (const name of chakraImports(file)) {
      const from = exports.get(name);
      if (!from) continue;
      for (const key of moduleRecipeKeys(from)) {
        if (isRecipeKey(key)) needed.set(key, [...(needed.get(key) ?? []), `${name} (${file.slice(SRC.length + 1)})`]);
      }
    }
  }
  return needed;
}
