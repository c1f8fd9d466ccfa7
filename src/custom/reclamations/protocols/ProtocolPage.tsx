import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthenticated } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { DocBlock, DocField, ProtocolDocument, ProtocolKind as Kind } from '../../../dataProvider/reclamations';
import { fetchProtocol, PROTOCOL_KINDS as KINDS } from '../../../dataProvider/reclamations';
import { useText } from '../texts';

/**
 * The six printable protocols of a reclamation (spec §2 "Protocol pages"): `/reclamation`,
 * `/registrationprotocol`, … with `?id=<reclamation id>`. The server decides what a document
 * says (the same model its PDF is laid out from), so this page only draws that model on an
 * A4-like sheet; the toolbar (print, PDF) is hidden when printing.
 */


const CSS = `
.protocol-screen { background: #e9ecef; min-height: 100vh; padding: 16px 0 32px; }
.protocol-toolbar { display: flex; gap: 8px; justify-content: center; margin-bottom: 16px; }
.protocol-sheet { box-sizing: border-box; width: 210mm; min-height: 297mm; margin: 0 auto; padding: 14mm 15mm 16mm;
  background: #fff; color: #1a1a1a; box-shadow: 0 2px 10px rgba(0,0,0,.2);
  font-family: Roboto, 'Helvetica Neue', Arial, sans-serif; font-size: 9.5pt; line-height: 1.3; }
.protocol-sheet h1 { font-size: 16pt; font-weight: 500; text-align: center; margin: 14px 0 2px; }
.protocol-sheet .subtitle { text-align: center; font-size: 11pt; margin-bottom: 8px; }
.protocol-sheet .head { display: flex; justify-content: space-between; border-bottom: 1.5px solid #1a1a1a; padding-bottom: 6px; }
.protocol-sheet .firm-name { font-size: 12.5pt; font-weight: 500; }
.protocol-sheet .muted { color: #666; font-size: 8.5pt; }
.protocol-sheet h2 { font-size: 8pt; font-weight: 500; letter-spacing: .04em; text-transform: uppercase; color: #37474f; margin: 12px 0 3px; }
.protocol-sheet .parties { display: flex; gap: 14px; }
.protocol-sheet .parties > section { flex: 1; min-width: 0; }
.protocol-sheet table { width: 100%; border-collapse: collapse; }
.protocol-sheet table.fields { table-layout: fixed; }
.protocol-sheet .fields td { border-bottom: .5px solid #9e9e9e; padding: 4px 6px 1px 2px; vertical-align: top; }
.protocol-sheet .fields td.label { color: #666; font-size: 8pt; width: 20%; }
.protocol-sheet .parties .fields td.label { width: 34%; }
.protocol-sheet .grid th, .protocol-sheet .grid td { border: .5px solid #9e9e9e; padding: 4px 5px; height: 1.3em; }
.protocol-sheet .grid th { background: #eee; font-weight: 500; font-size: 8pt; text-align: left; }
.protocol-sheet .grid .empty { color: #666; font-style: italic; }
.protocol-sheet .ruled div { border-bottom: .5px dashed #9e9e9e; height: 18px; }
.protocol-sheet .text { white-space: pre-wrap; padding: 2px; }
.protocol-sheet .checks { display: flex; gap: 20px; padding: 2px; }
.protocol-sheet .box { display: inline-block; width: 9px; height: 9px; border: 1px solid #1a1a1a; margin-right: 5px; vertical-align: -1px; text-align: center; line-height: 9px; font-size: 9px; }
.protocol-sheet .note { font-style: italic; font-size: 8.5pt; margin-top: 10px; }
.protocol-sheet .place { margin-top: 26px; }
.protocol-sheet .signatures { display: flex; gap: 40px; margin-top: 40px; break-inside: avoid; }
.protocol-sheet .signatures > div { flex: 1; border-top: .6px solid #1a1a1a; text-align: center; padding-top: 3px; color: #666; font-size: 8pt; }
.protocol-sheet .footer { margin-top: 24px; display: flex; justify-content: space-between; color: #666; font-size: 8pt; }
@page { size: A4; margin: 12mm; }
@media print {
  .protocol-toolbar { display: none !important; }
  .protocol-screen { background: #fff; padding: 0; min-height: 0; }
  .protocol-sheet { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; }
  .protocol-sheet .footer { display: none; }
}
`;

const Fields = ({ fields }: { fields: DocField[] }) => {
  const rows: DocField[][] = [];
  for (let i = 0; i < fields.length; i += 2) rows.push(fields.slice(i, i + 2));
  return (
    <table className="fields">
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.flatMap((field) => [
              <td key={`${field.label}-l`} className="label">
                {field.label}
              </td>,
              <td key={`${field.label}-v`}>{field.value || '\u00a0'}</td>,
            ])}
            {row.length === 1 && <td colSpan={2} />}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const Block = ({ block }: { block: DocBlock }) => {
  switch (block.type) {
    case 'fields':
      return (
        <section>
          <h2>{block.title}</h2>
          <Fields fields={block.fields} />
        </section>
      );
    case 'table':
      return (
        <section>
          <h2>{block.title}</h2>
          <table className="grid">
            <thead>
              <tr>
                {block.columns.map((c) => (
                  <th key={c.label} style={{ width: c.width === '*' ? undefined : `${c.width * 1.35}px`, textAlign: c.align ?? 'left' }}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.length === 0 ? (
                <tr>
                  <td className="empty" colSpan={block.columns.length}>
                    {block.empty}
                  </td>
                </tr>
              ) : (
                block.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j} style={{ textAlign: block.columns[j].align ?? 'left' }}>
                        {cell || '\u00a0'}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </section>
      );
    case 'text':
      return (
        <section>
          <h2>{block.title}</h2>
          {block.text ? (
            <div className="text">{block.text}</div>
          ) : (
            <div className="ruled">
              {Array.from({ length: block.lines }, (_, i) => (
                <div key={i} />
              ))}
            </div>
          )}
        </section>
      );
    case 'checks':
      return (
        <section>
          <h2>{block.title}</h2>
          <div className="checks">
            {block.items.map((item) => (
              <span key={item.label}>
                <span className="box">{item.checked ? '✕' : ''}</span>
                {item.label}
              </span>
            ))}
          </div>
        </section>
      );
    case 'note':
      return <p className="note">{block.text}</p>;
  }
};

const Sheet = ({ doc }: { doc: ProtocolDocument }) => (
  <article className="protocol-sheet">
    <header className="head">
      <div>
        <div className="firm-name">{doc.firm.name}</div>
        {doc.firm.lines.map((line) => (
          <div key={line} className="muted">
            {line}
          </div>
        ))}
      </div>
      <div className="muted">Data wydruku: {doc.printedOn}</div>
    </header>
    <h1>{doc.title}</h1>
    <div className="subtitle">{doc.subtitle}</div>
    <div className="parties">
      {doc.parties.map((party) => (
        <section key={party.title}>
          <h2>{party.title}</h2>
          <table className="fields">
            <tbody>
              {party.fields.map((field) => (
                <tr key={field.label}>
                  <td className="label">{field.label}</td>
                  <td>{field.value || '\u00a0'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
    {doc.blocks.map((block, i) => (
      <Block key={i} block={block} />
    ))}
    <div className="place">
      <span className="muted">Miejscowość i data: </span>
      {doc.place ? `${doc.place}, dnia ` : ''}…………………………………
    </div>
    <div className="signatures">
      {doc.signatures.map((caption) => (
        <div key={caption}>{caption}</div>
      ))}
    </div>
    <footer className="footer">
      <span>
        {doc.title} · {doc.subtitle}
      </span>
    </footer>
  </article>
);

const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

export const ProtocolPage = () => {
  useAuthenticated();
  const { t } = useText();
  const { pathname, search } = useLocation();
  const kind = pathname.split('/').filter(Boolean)[0] ?? '';
  const id = new URLSearchParams(search).get('id') ?? '';
  const valid = isKind(kind) && /^\d+$/.test(id);
  const { data, error, isPending } = useQuery({
    queryKey: ['protocol', kind, id],
    queryFn: () => fetchProtocol(id, kind as Kind),
    enabled: valid,
    retry: false,
  });

  useEffect(() => {
    if (data) document.title = `${data.title} ${data.subtitle}`;
  }, [data]);

  return (
    <div className="protocol-screen">
      <style>{CSS}</style>
      <Box className="protocol-toolbar">
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!data}>
          {t('protocolPrint')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={`/api/reclamation/${id}/protocol/${kind}.pdf`} target="_blank" rel="noopener" disabled={!data}>
          {t('protocolDownload')}
        </Button>
        <Button variant="text" onClick={() => window.close()}>
          {t('protocolClose')}
        </Button>
      </Box>
      {!valid ? (
        <Alert severity="warning" sx={{ maxWidth: '210mm', mx: 'auto' }}>
          {t('protocolMissingId')}
        </Alert>
      ) : error ? (
        <Alert severity="error" sx={{ maxWidth: '210mm', mx: 'auto' }}>
          {error.message || t('protocolLoadError')}
        </Alert>
      ) : isPending || !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
          <CircularProgress />
        </Box>
      ) : (
        <Sheet doc={data} />
      )}
    </div>
  );
};
