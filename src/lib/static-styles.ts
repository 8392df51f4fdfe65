/**
 * Puts a module's static stylesheet (imported with `?inline`) in the document once, when the module
 * is evaluated (issue 27). The hot paths (the first screens, the shell, the list rows) are styled
 * by plain class names reading Chakra's tokens as CSS variables; their CSS travels inside the
 * module's chunk instead of as a stylesheet of its own, which for the first screen's chunk would
 * be a render-blocking request before index.html's splash could paint, and one more file for the
 * rest. `id` names the <style> element (and keeps a module evaluated twice from adding it twice).
 */
export function addStaticStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
