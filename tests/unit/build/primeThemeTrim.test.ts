import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimPrimeTheme, usedPrimeFamilies } from '../../../scripts/vite/primeThemeTrim';

const theme = `
:root { --primary-color: #4f46e5; --blue-50: #f5f9ff; --maskbg: rgba(0,0,0,.4); }
@layer primereact {
  * { box-sizing: border-box; }
  .p-component { font-family: var(--font-family); }
  .p-button { color: var(--primary-color); }
  .p-button.p-button-outlined:hover { background: transparent; }
  .p-datatable .p-button, .p-dialog .p-button { margin: 0; }
  .p-datatable { border: 1px solid; }
  .pi { font-size: 1rem; }
  .p-dialog-mask { background: var(--maskbg); }
  @keyframes p-fade { from { opacity: 0; } to { opacity: 1; } }
  @media (max-width: 600px) { .p-calendar { width: 100%; } }
}`;

describe('trimPrimeTheme', () => {
  const trimmed = trimPrimeTheme(theme, ['p-component', 'p-button', 'p-dialog']);

  it('keeps the rules of the families the app uses, and rules that name no PrimeReact class', () => {
    expect(trimmed).toContain('.p-button { color: var(--primary-color); }');
    expect(trimmed).toContain('.p-button.p-button-outlined:hover');
    expect(trimmed).toContain('.p-dialog-mask');
    expect(trimmed).toContain('* { box-sizing: border-box; }');
    expect(trimmed).toContain('@keyframes p-fade');
  });

  it('drops the rules of unused components, even when they mention a used one', () => {
    expect(trimmed).not.toContain('.p-datatable');
    expect(trimmed).not.toContain('.p-calendar');
    expect(trimmed).not.toContain('.pi ');
    expect(trimmed).toContain('.p-dialog .p-button { margin: 0; }');
  });

  it('drops an at-rule left empty', () => {
    expect(trimmed).not.toContain('@media');
  });

  it('drops custom properties nothing reads, and keeps those the theme or the app reads', () => {
    expect(trimmed).not.toContain('--blue-50');
    expect(trimmed).toContain('--primary-color: #4f46e5');
    expect(trimmed).toContain('--maskbg');
    expect(trimPrimeTheme(theme, [], 'color: var(--blue-50);')).toContain('--blue-50');
  });
});

describe('usedPrimeFamilies', () => {
  it('finds the PrimeReact components imported under the source folder, with their parts', () => {
    const src = mkdtempSync(join(tmpdir(), 'prime-families-'));
    mkdirSync(join(src, 'views'));
    writeFileSync(join(src, 'views', 'A.tsx'), "import { Button } from 'primereact/button';\n");
    writeFileSync(join(src, 'views', 'B.ts'), 'import { Calendar } from "primereact/calendar";\n');
    writeFileSync(join(src, 'C.css'), "/* from 'primereact/tree' is not code */\n");

    const families = usedPrimeFamilies(src);

    expect(families).toContain('p-button');
    expect(families).toContain('p-datepicker');
    expect(families).toContain('p-component');
    expect(families).not.toContain('p-tree');
  });

  it('finds the families of PrimeReact classes the app draws itself', () => {
    const src = mkdtempSync(join(tmpdir(), 'prime-families-'));
    writeFileSync(
      join(src, 'Button.tsx'),
      "const look = ['p-button p-component', outlined && 'p-button-outlined'];\n",
    );
    writeFileSync(join(src, 'Other.tsx'), "const label = 'step-by-step';\n");

    const families = usedPrimeFamilies(src);

    expect(families).toContain('p-button');
    expect(families).not.toContain('p-button-outlined');
    expect(families).not.toContain('p-by');
  });
});
