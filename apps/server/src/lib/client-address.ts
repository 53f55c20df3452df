import { normalizeIP } from '@fastify/rate-limit';

/**
 * The address a limit counts a client by: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household or phone gets a whole /64, so counting single addresses would let a client rotate through
 * them). The request limit and the sign-in, registration and reset throttles use the same grouping.
 */
export const addressGroup = (ip: string): string => normalizeIP(ip);
