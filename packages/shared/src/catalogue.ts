import { z } from 'zod';
import { pageSchema, successSchema } from './api';
import { PropertySchema } from './property';

/** GET /api/properties: `data` is the page of properties, `total` counts every match of the filters. */
export const PropertyPageSchema = pageSchema(PropertySchema);
export type PropertyPage = z.infer<typeof PropertyPageSchema>;

/** GET /api/properties/:id */
export const PropertyResponseSchema = successSchema(PropertySchema);

/** GET /api/properties/locations: the distinct cities (propertyLocation), sorted. */
export const PropertyLocationsSchema = successSchema(z.array(z.string()));

/**
 * GET /api/properties/banks: the distinct banks (secured creditors, `bankName`) of the catalogue,
 * sorted; the Bank filter's options come from the data.
 */
export const PropertyBanksSchema = successSchema(z.array(z.string()));

/** POST /api/contact answers the stored message's id. */
export const ContactCreatedSchema = successSchema(z.object({ id: z.string() }));
export type ContactCreated = z.infer<typeof ContactCreatedSchema>;
