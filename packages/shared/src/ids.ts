import { z } from 'zod';

/*
 * Ids of rows (properties, registrations, users) are UUIDs. PostgreSQL reads a UUID in any letter case
 * but always writes it in lower case, while the server keys things by the text of an id: Socket.IO
 * rooms, bidder aliases, the order of an auction's broadcasts, caches and audit rows. An id is
 * therefore brought to that one spelling where it enters, and nothing behind that point ever sees
 * another (an upper-case auction id once opened a room of its own that no other bidder heard).
 */

/**
 * An id in a request path, in its canonical spelling. Text that is no UUID is let through (lower-cased,
 * which changes nothing about it) so that each route answers it with its own 404, 'Property not found'
 * or 'Registration not found', as for an id that names nothing.
 */
export const PathIdSchema = z.string().toLowerCase();
