import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The build treats the core's entry files as free of side effects (vite.config.ts), so that a screen taking one
 * name from an entry takes only the modules behind it. An entry that ran code at load would have that code
 * dropped or carry the whole entry along: each top-level statement must declare, never call or construct.
 */
const CORE = import.meta.dirname;
const entries = readdirSync(CORE).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

const firstLine = (node: ts.Node, source: ts.SourceFile) => node.getText(source).split('\n')[0];

/** Calls, constructions and tagged templates outside any function body: code that runs when the module loads. */
function runsAtLoad(node: ts.Node, source: ts.SourceFile, found: string[]): void {
  if (ts.isFunctionLike(node)) return;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) {
    found.push(firstLine(node, source));
    return;
  }
  ts.forEachChild(node, (child) => runsAtLoad(child, source, found));
}

function codeRunAtLoad(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(CORE, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExpressionStatement(statement)) found.push(firstLine(statement, source));
    else runsAtLoad(statement, source, found);
  }
  return found;
}

describe("the core's entry files", () => {
  it('are found', () => expect(entries).toContain('issues.ts'));

  it.each(entries)('%s runs no code at load', (file) => {
    expect(codeRunAtLoad(file)).toEqual([]);
  });
});
