import { javascript } from '@codemirror/lang-javascript';
import { linter, lintGutter } from '@codemirror/lint';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { Box, FormHelperText, FormLabel } from '@mui/material';
import { basicSetup } from 'codemirror';
import { useEffect, useId, useRef } from 'react';
import { MAX_CODE_LENGTH } from '../../../schemas/bp/stages';
import { syntaxLint } from './codeSyntax';
import { useBpText } from './texts';

export type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  readOnly?: boolean;
  'aria-label'?: string;
  /** One line under the field: what the code sees and what it returns. */
  helperText?: string;
};

/** Marks a change that came from the value prop, so it is not reported back as an edit. */
const fromProps = Annotation.define<boolean>();

const theme = EditorView.theme({
  '&': { fontSize: '13px', maxHeight: '320px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, SFMono-Regular, Consolas, monospace' },
  '.cm-content': { minHeight: '72px' },
});

const editable = (readOnly: boolean) => [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];

/** Stage code in a CodeMirror editor: JavaScript highlighting, and syntax errors marked as you type. */
export const CodeField = ({ value, onChange, label, readOnly = false, 'aria-label': ariaLabel, helperText }: CodeFieldProps) => {
  const { t } = useBpText();
  const labelId = useId();
  const helpId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const readOnlyPart = useRef(new Compartment());
  const latest = useRef({ onChange, syntaxMessage: t('syntaxError') });

  useEffect(() => {
    latest.current = { onChange, syntaxMessage: t('syntaxError') };
  });

  useEffect(() => {
    const attributes: Record<string, string> = { 'aria-label': ariaLabel ?? label };
    if (helperText) attributes['aria-describedby'] = helpId;
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          EditorView.lineWrapping,
          javascript(),
          linter(syntaxLint(() => latest.current.syntaxMessage), { delay: 250 }),
          lintGutter(),
          theme,
          EditorView.contentAttributes.of(attributes),
          EditorState.transactionFilter.of((tr) => (tr.docChanged && tr.newDoc.length > MAX_CODE_LENGTH && !tr.annotation(fromProps) ? [] : tr)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromProps))) latest.current.onChange(update.state.doc.toString());
          }),
          readOnlyPart.current.of(editable(readOnly)),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // Made once: the effects below keep it in step with the props.
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value }, annotations: fromProps.of(true) });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: readOnlyPart.current.reconfigure(editable(readOnly)) });
  }, [readOnly]);

  return (
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 0.5, fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <Box
        ref={host}
        aria-labelledby={labelId}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: readOnly ? 'action.hover' : 'background.paper',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
        }}
      />
      {helperText && <FormHelperText id={helpId}>{helperText}</FormHelperText>}
    </Box>
  );
};
