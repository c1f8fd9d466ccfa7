import { randomBytes } from 'node:crypto';
import type { ImapFlow, MessageStructureObject } from 'imapflow';

/** A part this large that is neither text nor a message is left on the server when a message is read. */
const SKIP_FROM_BYTES = 64 * 1024;
/** Bytes read of each end of a skipped part, to learn its line length and padding. */
const EDGE = 200;

const isMultipart = (node: MessageStructureObject) => node.type.startsWith('multipart/');
const skippable = (node: MessageStructureObject) =>
  Boolean(node.part) && !isMultipart(node) && !node.type.startsWith('text/') && !node.type.startsWith('message/') && node.encoding?.toLowerCase() === 'base64' && (node.size ?? 0) >= SKIP_FROM_BYTES;

const nodes = (node: MessageStructureObject): MessageStructureObject[] => [node, ...(isMultipart(node) ? (node.childNodes ?? []).flatMap(nodes) : [])];

/**
 * The decoded length of a base64 body of `size` bytes from its first and last bytes, when its
 * lines are all of one length but the last (as every mail program writes them); undefined otherwise.
 */
export const base64Length = (size: number, head: string, tail: string): number | undefined => {
  const firstBreak = head.indexOf('\r\n');
  if (firstBreak <= 0 || !/^[A-Za-z0-9+/]+$/.test(head.slice(0, firstBreak))) return undefined;
  const line = firstBreak;
  const trimmed = tail.replace(/[\r\n]+$/, '');
  const trailing = tail.length - trimmed.length;
  const lastBreak = trimmed.lastIndexOf('\r\n');
  if (lastBreak < 0) return undefined;
  const last = trimmed.slice(lastBreak + 2);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(last) || last.length > line) return undefined;
  const fullBytes = size - trailing - last.length;
  if (fullBytes < 0 || fullBytes % (line + 2) !== 0) return undefined;
  const chars = (fullBytes / (line + 2)) * line + last.length;
  if (chars % 4 !== 0) return undefined;
  const padding = last.endsWith('==') ? 2 : last.endsWith('=') ? 1 : 0;
  return (chars / 4) * 3 - padding;
};

/**
 * A multipart message rebuilt from its parts without the bodies of its large attachments (base64
 * parts of 64 KB or more that are not text or a message): its header, every part's MIME header and
 * the other bodies come from the server, and each left-out part carries its decoded size in the
 * header `marker` names. Undefined when nothing is worth leaving out or a part does not read as
 * expected; the caller then reads the whole source.
 */
export const messageSkeleton = async (client: ImapFlow, uid: number, structure: MessageStructureObject | undefined): Promise<{ source: Buffer; marker: string } | undefined> => {
  if (!structure || !isMultipart(structure)) return undefined;
  const all = nodes(structure).slice(1);
  const skipped = new Set(all.filter(skippable));
  if (skipped.size === 0 || all.some((n) => !n.part) || nodes(structure).some((n) => isMultipart(n) && !n.parameters?.boundary)) return undefined;
  const wanted = all.flatMap((n) => [`${n.part}.MIME`, ...(isMultipart(n) ? [] : skipped.has(n) ? [] : [n.part!])]);
  const heads = [...skipped].map((n) => ({ key: n.part!, start: 0, maxLength: EDGE }));
  const parts = await client.fetchOne(String(uid), { uid: true, headers: true, bodyParts: [...wanted, ...heads] }, { uid: true });
  if (!parts || !parts.headers || !parts.bodyParts) return undefined;
  const sizes = new Map<MessageStructureObject, number>();
  for (const node of skipped) {
    const head = parts.bodyParts.get(node.part!)?.toString('latin1') ?? '';
    const tails = await client.fetchOne(String(uid), { uid: true, bodyParts: [{ key: node.part!, start: Math.max(0, (node.size ?? 0) - EDGE), maxLength: EDGE }] }, { uid: true });
    const length = base64Length(node.size ?? 0, head, tails ? (tails.bodyParts?.get(node.part!)?.toString('latin1') ?? '') : '');
    if (length === undefined) return undefined;
    sizes.set(node, length);
  }
  const marker = `x-zaplecze-size-${randomBytes(6).toString('hex')}`;
  const get = (key: string) => parts.bodyParts!.get(key.toLowerCase());
  const out: Buffer[] = [parts.headers];
  const build = (node: MessageStructureObject): boolean => {
    if (!isMultipart(node)) {
      if (skipped.has(node)) return true;
      const body = get(node.part!);
      if (!body) return false;
      out.push(body);
      return true;
    }
    const boundary = String(node.parameters!.boundary);
    for (const child of node.childNodes ?? []) {
      const mime = get(`${child.part}.MIME`);
      if (!mime || !mime.subarray(-4).equals(Buffer.from('\r\n\r\n'))) return false;
      out.push(Buffer.from(`--${boundary}\r\n`));
      const size = sizes.get(child);
      // The marker goes last in the part's header, before the blank line that ends it.
      out.push(size === undefined ? mime : Buffer.concat([mime.subarray(0, mime.length - 2), Buffer.from(`${marker}: ${size}\r\n\r\n`)]));
      if (!build(child)) return false;
      out.push(Buffer.from('\r\n'));
    }
    out.push(Buffer.from(`--${boundary}--\r\n`));
    return true;
  };
  if (!build(structure)) return undefined;
  return { source: Buffer.concat(out), marker };
};
