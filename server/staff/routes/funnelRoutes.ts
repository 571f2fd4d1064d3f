import type { FastifyInstance } from 'fastify';
import { institutionOf } from '../../flows/institution';
import { STAFF_API } from '../access';
import { dayRange } from '../dateRange';
import { funnelQueries } from '../funnel/funnelQueries';
import { channelSlice, filterInput, FUNNEL_CHANNELS, funnelSlice, unknownLanguageSlice } from '../funnel/funnelReport';
import { staffResponses, staffSchema } from '../schemas';

/**
 * GET /api/staff/funnel: steps reached, conversion and outcomes of a date range, in total and by
 * language, channel (web / launch from online banking) and brand. The language slices add up to the total: what no language accounts for
 * (codes sent before the language is known...) is the last language slice, key 'unknown'.
 */
export function registerStaffFunnelRoutes(app: FastifyInstance): void {
  const services = app.services;
  app.get<{ Querystring: { from: string; to: string; product?: string } }>(`${STAFF_API}/funnel`, {
    config: { staffAccess: ['supervisor', 'auditor'] },
    schema: { summary: 'Staff: funnel and outcomes for a date range (UTC days, inclusive).', tags: ['staff'], querystring: staffSchema('date-range-query'), response: staffResponses('funnel') },
  }, async (request) => {
    const { from, to, product } = request.query;
    const range = dayRange(from, to);
    const input = await funnelQueries(services.db, range.from, range.to, product ?? null);
    const brandOf = (id: string) => {
      const p = services.products.get(id);
      return p ? institutionOf(p, services.brand).name : services.brand.institutionName;
    };
    const languages = [...new Set([...input.verified, ...input.steps].map((r) => r.language).filter(Boolean))].sort();
    const brands = [...new Set([...input.codes, ...input.steps].map((r) => brandOf(r.product)))].sort();
    const total = funnelSlice('all', input, false);
    const byLanguage = languages.map((language) => funnelSlice(language, filterInput(input, (_p, l) => l === language), true));
    const unknown = unknownLanguageSlice(total, byLanguage);
    return {
      from, to, product: product ?? null,
      total,
      by_language: unknown ? [...byLanguage, unknown] : byLanguage,
      by_channel: FUNNEL_CHANNELS.map((channel) => channelSlice(channel, input)),
      by_brand: brands.map((brand) => funnelSlice(brand, filterInput(input, (p) => brandOf(p) === brand), false)),
    };
  });
}
