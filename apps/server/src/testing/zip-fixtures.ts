import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { unzipWithinLimit } from '../modules/admin/unzip-limits';

/*
 * Test helpers of the bulk upload: zip archives written entry by entry, to build the files an attacker
 * would send (an entry that inflates to hundreds of megabytes, headers that lie about sizes) around a
 * real workbook.
 */

export interface FixtureEntry {
  name: string;
  /** The entry's bytes, deflated. */
  deflated: Buffer;
  crc: number;
  /** What the entry really inflates to. */
  size: number;
}

/**
 * An entry deflated (level 9) from chunks, streamed: hundreds of megabytes of repeated text become a
 * few hundred kilobytes without ever being held whole.
 */
export async function deflatedEntry(name: string, chunks: Iterable<Buffer>): Promise<FixtureEntry> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { name, deflated: Buffer.concat(out), crc, size };
}

/** A shared-strings part of `megabytes` MB of `<si><t>aaaa…</t></si>`. */
export function sharedStringsBomb(megabytes: number): Promise<FixtureEntry> {
  const item = `<si><t>${'a'.repeat(1000)}</t></si>`;
  const mb = Buffer.from(item.repeat(Math.ceil((1024 * 1024) / item.length)));
  function* chunks() {
    yield Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    );
    for (let i = 0; i < megabytes; i++) yield mb;
    yield Buffer.from('</sst>');
  }
  return deflatedEntry('xl/sharedStrings.xml', chunks());
}

/** The entries of a real .xlsx, re-deflated, to add to or alter. */
export function entriesOf(xlsx: Buffer): FixtureEntry[] {
  return unzipWithinLimit(xlsx).map(({ name, data }) => ({
    name: name.toString('utf8'),
    deflated: deflateRawSync(data),
    crc: crc32(data),
    size: data.length,
  }));
}

/**
 * A zip of deflated entries. `declared` gives the size its headers state for an entry (the true size
 * unless a test wants the archive to lie).
 */
export function zipOf(
  entries: FixtureEntry[],
  declared: (entry: FixtureEntry) => number = (entry) => entry.size,
): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = declared(entry);
    // What the local header (from its byte 4) and the central directory record (from its byte 6) both
    // say of the entry: version needed (2.0), flags, method (8, deflate), time, date, CRC-32, deflated
    // size, size, name length, extra length.
    const described = Buffer.alloc(26);
    described.writeUInt16LE(20, 0);
    described.writeUInt16LE(8, 4);
    described.writeUInt32LE(entry.crc, 10);
    described.writeUInt32LE(entry.deflated.length, 14);
    described.writeUInt32LE(size, 18);
    described.writeUInt16LE(name.length, 22);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    described.copy(local, 4);
    parts.push(local, name, entry.deflated);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    described.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directorySize = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
