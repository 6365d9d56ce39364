/**
 * `createProvidersClient(core)`: garages and carwashes (spec §2 Garages/Carwashes, §7 GET /garages,
 * /carwashes, §9 slots). Also the widget's start-up call (`createWidgetsClient`).
 */
import { providerPaths as p, widgetPaths } from '@gari/contract/paths';
import type { ProviderQuery, WidgetConfig } from '@gari/contract/providers';
import { type Core, list, one, whole } from './core';
import { withDerived } from './derive';
import type { Query } from './http';
import type { GariApi, ProvidersClient } from './types';

/**
 * A {@link ProviderQuery} as query values: lists comma-joined, empty strings and empty lists left out.
 */
export function providerQueryParams(query: ProviderQuery = {}): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.map(String).join(',');
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value;
    }
  }
  return out;
}

/** Providers routes the methods call under other names, so not derived: the two lists `list(type)` asks. */
export const PROVIDERS_COVERED = ['garages', 'carwashes'] as const;

/** Creates the providers part over `core`. */
export function createProvidersClient(core: Core): GariApi['providers'] {
  const methods: ProvidersClient = {
    list: (type, query) =>
      core.call(type === 'carwash' ? p.carwashes : p.garages, {
        ...whole,
        query: providerQueryParams(query),
      }),
    get: (type, id) => core.call(p.get, { ...one, params: { type, id } }),
    slots: (type, id, date) => core.call(p.slots, { ...whole, params: { type, id }, query: { date } }),
    popularBrands: () => core.call(p.popularBrands, list),
  };
  return withDerived(core, p, methods, PROVIDERS_COVERED);
}

/** The booking widget's start-up call. */
export interface WidgetsClient {
  /** `GET /widgets/{key}`: the provider and brand colour (404 'Unknown widget key.'). */
  config(key: string): Promise<WidgetConfig['data']>;
}

/** Creates the widgets part over `core`. */
export function createWidgetsClient(core: Core): WidgetsClient {
  return {
    config: (key) =>
      core
        .call<WidgetConfig>(widgetPaths.config, { ...whole, params: { widget_key: key } })
        .then((r) => r.data),
  };
}
