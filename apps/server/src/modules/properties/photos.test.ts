import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema, type AdminProperty, type Property } from '@eauction/shared';
import { properties, type StoredFile } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { bearer, createUser, tokenFor } from '../../testing/accounts';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { TEST_DATABASES } from '../../testing/test-database';
import { sheetRow } from '../../testing/spreadsheets';
import { makePng, multipartBody } from '../../testing/uploads';

/** A JPEG as far as the upload's byte check goes (SOI and a JFIF APP0 marker), then filler. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0 test photo bytes'),
  Buffer.from([0xff, 0xd9]),
]);

const stored = (storedName: string, mime = 'image/png'): StoredFile => ({
  storedName,
  originalName: storedName.split('/').pop() ?? storedName,
  mime,
  size: 1,
});

describe.each(TEST_DATABASES)('property photos on %s', (kind) => {
  let ctx: TestContext;
  const clock = new ManualClock('2026-11-01T06:00:00Z');
  let added: AdminProperty;
  let plainId = '';
  let tamperedId = '';
  const png = makePng();

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      clock,
      prepare: async ({ db }, dataDir) => {
        plainId = await insertProperty(db, {
          type: 'LAND',
          city: 'Pune',
          reserve: 500_000,
          date: '2026-12-01',
        });
        tamperedId = await insertProperty(db, {
          type: 'LAND',
          city: 'Nashik',
          reserve: 500_000,
          date: '2026-12-02',
        });
        // A file beside DATA_DIR/uploads that no photo may ever reach, and rows as a tampered database
        // could hold them.
        await writeFile(join(dataDir, 'secret.txt'), 'not a photo');
        await mkdir(join(dataDir, 'uploads', 'properties'), { recursive: true });
        await writeFile(join(dataDir, 'uploads', 'properties', 'page.html'), '<script>alert(1)</script>');
        await db
          .update(properties)
          .set({
            photos: [
              stored('../secret.txt'),
              stored('/etc/passwd'),
              stored('properties/page.html', 'text/html'),
              stored('properties/gone.png'),
            ],
          })
          .where(eq(properties.id, tamperedId));
      },
    });
    // Photos arrive the way admins attach them: Add Property, multipart, checked by their bytes.
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const token = await tokenFor(ctx.app, clock, { id: admin.id, role: 'admin' });
    const fields = Object.fromEntries(
      Object.entries(sheetRow('EN-PHOTOS', { auctionStartTime: '11:00', auctionEndTime: '16:30' })).map(
        ([k, v]) => [k, String(v)],
      ),
    );
    const body = await multipartBody(
      [
        { name: 'photos', filename: 'front view.png', type: 'image/png', content: png },
        { name: 'photos', filename: 'kitchen.jpg', type: 'image/jpeg', content: JPEG },
      ],
      fields,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/add-property',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    added = res.json<{ data: AdminProperty }>().data;
  });
  afterAll(async () => ctx?.close());

  const detail = async (id: string) => {
    const res = await ctx.app.inject({ url: `/api/properties/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Property }>().data;
  };
  const expectNoPhoto = async (url: string) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(res.body).not.toContain('not a photo');
    expect(res.body).not.toContain('<script>');
  };

  it('lists the photos on the detail by URL and uploaded name, never by stored path', async () => {
    const p = await detail(added._id);
    expect(PropertySchema.strict().parse(p)).toEqual(p);
    expect(p.photos).toEqual([
      { url: `/api/properties/${added._id}/photos/0`, name: 'front view.png' },
      { url: `/api/properties/${added._id}/photos/1`, name: 'kitchen.jpg' },
    ]);
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, added._id));
    expect(row?.photos).toHaveLength(2);
    for (const photo of row?.photos ?? []) expect(JSON.stringify(p)).not.toContain(photo.storedName);
  });

  it('leaves photos out of the detail of a property without any, as its list item does', async () => {
    const p = await detail(plainId);
    expect(p).not.toHaveProperty('photos');
    const page = (await ctx.app.inject({ url: '/api/properties' })).json<{ data: Property[] }>();
    // The detail alone says how an auction that is over ended (null before): the rest is the list's item.
    expect({ ...page.data.find((item) => item._id === plainId), outcome: null }).toEqual(p);
  });

  it('leaves photos out of catalogue pages, so their query never reads them', async () => {
    const res = await ctx.app.inject({ url: '/api/properties' });
    const page = res.json<{ data: Property[] }>();
    expect(page.data.length).toBeGreaterThan(0);
    for (const p of page.data) expect(p).not.toHaveProperty('photos');
  });

  it('serves each photo with the bytes uploaded, its type, nosniff and a day of public caching', async () => {
    const p = await detail(added._id);
    const expected = [
      { body: png, type: 'image/png', file: 'photo-0.png' },
      { body: JPEG, type: 'image/jpeg', file: 'photo-1.jpg' },
    ];
    for (const [i, photo] of (p.photos ?? []).entries()) {
      const res = await ctx.app.inject({ url: photo.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(expected[i]?.body ?? Buffer.alloc(0))).toBe(true);
      expect(res.headers['content-type']).toBe(expected[i]?.type);
      expect(res.headers['content-disposition']).toBe(`inline; filename="${expected[i]?.file}"`);
      expect(res.headers['content-length']).toBe(String(expected[i]?.body.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
    // Served from the stored file itself, as written under DATA_DIR/uploads by the upload.
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, added._id));
    const first = row?.photos[0];
    expect(first?.storedName).toMatch(/^properties\/[0-9a-f-]{36}\.png$/);
    const onDisk = await readFile(join(ctx.dataDir, 'uploads', first?.storedName ?? ''));
    const served = await ctx.app.inject({ url: `/api/properties/${added._id}/photos/0` });
    expect(served.rawPayload.equals(onDisk)).toBe(true);
  });

  it('answers 404 for an index past the last photo or not a plain number', async () => {
    for (const index of ['2', '99999', '-1', '01', '1e0', '0x1', '%200', 'abc', '0.0'])
      await expectNoPhoto(`/api/properties/${added._id}/photos/${index}`);
    await expectNoPhoto(`/api/properties/${plainId}/photos/0`);
  });

  it("answers 'Property not found' for the photos of no property", async () => {
    for (const id of ['nothing', '00000000-0000-4000-8000-000000000000', encodeURIComponent("' or 1=1 --")]) {
      const res = await ctx.app.inject({ url: `/api/properties/${id}/photos/0` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: 'Property not found',
        code: 'PROPERTY_NOT_FOUND',
        messages: { error: { id: 'errors.propertyNotFound' } },
      });
    }
  });

  it('never reads outside the uploads folder, whatever the URL or the stored row says', async () => {
    // Dot segments, raw or encoded, name no photo (some are folded into another route by the router).
    for (const index of [
      '..%2F..%2Fsecret.txt',
      '%2e%2e%2fsecret.txt',
      '0%2F..%2F..%2Fsecret.txt',
      '..',
      '../../../secret.txt',
    ]) {
      const res = await ctx.app.inject({ url: `/api/properties/${added._id}/photos/${index}` });
      expect(res.statusCode, index).toBe(404);
      expect(res.body).not.toContain('not a photo');
    }
    // Rows pointing above uploads/, at an absolute path, at a type no upload accepts, at a missing file.
    for (const index of ['0', '1', '2', '3'])
      await expectNoPhoto(`/api/properties/${tamperedId}/photos/${index}`);
  });
});
