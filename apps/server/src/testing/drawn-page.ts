import { FIRST_PAINT_DATA_ID } from '@eauction/shared';

/** The query cache entries a drawn page carries in its JSON data block (decisions 019, 022), or null. */
export function firstPaintDataOf(html: string): { queries: { key: unknown[]; data: unknown }[] } | null {
  const block = new RegExp(`<script type="application/json" id="${FIRST_PAINT_DATA_ID}">([^<]*)</script>`);
  const match = block.exec(html);
  return match ? (JSON.parse(match[1]!) as { queries: { key: unknown[]; data: unknown }[] }) : null;
}
