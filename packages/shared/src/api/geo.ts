import { z } from 'zod';
import { envelope, idSchema, languageSchema, optionalIdSchema } from './common';

export const countrySchema = z.object({ id: z.number(), country_name: z.string() });
export const citySchema = z.object({ id: z.number(), city_name: z.string() });
export const buildingSchema = z.object({ id: z.number(), building_name: z.string() });
export const companySchema = z.object({ id: z.number(), company_name: z.string() });
export const universitySchema = z.object({ id: z.number(), university_name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export type City = z.infer<typeof citySchema>;
export type Building = z.infer<typeof buildingSchema>;
export type Company = z.infer<typeof companySchema>;
export type University = z.infer<typeof universitySchema>;

/** GET /countries */
export const countriesResponseSchema = envelope(z.array(countrySchema));
/** GET /city/{countryId} */
export const cityParamsSchema = z.object({ countryId: idSchema });
export const citiesResponseSchema = envelope(z.array(citySchema));

/** POST /companies: country_id, city_id, language, building_id (spec §7). */
export const companiesRequestSchema = z.object({
  language: languageSchema,
  country_id: idSchema,
  city_id: idSchema,
  building_id: optionalIdSchema,
});
export const companiesResponseSchema = envelope(z.object({ companies: z.array(companySchema) }));

/** POST /universities and POST /buildings: body country_id, city_id; query language. */
export const placeRequestSchema = z.object({ country_id: idSchema, city_id: idSchema });
export const universitiesResponseSchema = envelope(
  z.object({ university: z.array(universitySchema) }),
);
export const buildingsResponseSchema = envelope(z.object({ buildings: z.array(buildingSchema) }));
