import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { Diagnostic, LintSource } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';

/**
 * Syntax errors in stage code, found by the JavaScript grammar the code field highlights with.
 * Stage code is the body of an async function; the grammar already takes a `return` and an
 * `await` outside a function, so the body is parsed as it is written and positions need no shift.
 */
export const syntaxErrors = (state: EditorState): { from: number; to: number }[] => {
  const tree = ensureSyntaxTree(state, state.doc.length, 500) ?? syntaxTree(state);
  const errors: { from: number; to: number }[] = [];
  tree.iterate({
    enter: (node) => {
      if (!node.type.isError) return;
      const last = errors.at(-1);
      // The parser may mark one mistake as several touching pieces: show it once.
      if (last && node.from <= last.to) last.to = Math.max(last.to, node.to);
      else errors.push({ from: node.from, to: node.to });
    },
  });
  return errors;
};

/** A lint source reporting each syntax error with the message (read when linting, so it follows the language). */
export const syntaxLint =
  (message: () => string): LintSource =>
  (view): Diagnostic[] =>
    syntaxErrors(view.state).map(({ from, to }) => ({ from, to, severity: 'error', message: message() }));
