/**
 * Issue 7 back office, orders: the zod schema of every call's payload, query and answer, shared by
 * the API routes and the admin pages (CONVENTIONS "one schema per call").
 */
export {};
